export type Outcome = 'imported' | 'updated' | 'unchanged' | 'skipped'

export type KindCounts = { read: number; imported: number; updated: number; unchanged: number; skipped: Record<string, number> }

/** One line to check after the import: an item brought over imperfectly, skipped, or a file that is missing. */
export type Problem = { kind: string; id: string; problem: string }

/** What the import did, per kind, with the problems to check; printed at the end and kept in the admin. */
export class Report {
  readonly counts = new Map<string, KindCounts>()
  readonly problems: Problem[] = []
  readonly missingFiles = new Set<string>()

  kind(kind: string): KindCounts {
    let counts = this.counts.get(kind)
    if (!counts) this.counts.set(kind, (counts = { read: 0, imported: 0, updated: 0, unchanged: 0, skipped: {} }))
    return counts
  }

  read(kind: string) {
    this.kind(kind).read += 1
  }

  outcome(kind: string, outcome: Exclude<Outcome, 'skipped'>) {
    this.kind(kind)[outcome] += 1
  }

  skipped(kind: string, id: string, reason: string, detail?: string) {
    const counts = this.kind(kind)
    counts.skipped[reason] = (counts.skipped[reason] ?? 0) + 1
    if (detail !== undefined) this.problems.push({ kind, id, problem: `${reason}${detail ? `: ${detail}` : ''}` })
  }

  problem(kind: string, id: string, problem: string) {
    this.problems.push({ kind, id, problem })
  }

  missingFile(path: string) {
    this.missingFiles.add(path)
  }

  get hasProblems() {
    return this.problems.length > 0 || this.missingFiles.size > 0
  }

  text(heading: string): string {
    const lines = [heading, '', 'kind                        read  imported  updated  unchanged  skipped']
    for (const [kind, c] of this.counts) {
      const skipped = Object.values(c.skipped).reduce((sum, n) => sum + n, 0)
      lines.push(`${kind.padEnd(26)} ${String(c.read).padStart(5)} ${String(c.imported).padStart(9)} ${String(c.updated).padStart(8)} ${String(c.unchanged).padStart(10)} ${String(skipped).padStart(8)}`)
      for (const [reason, count] of Object.entries(c.skipped)) lines.push(`    skipped ${count}: ${reason}`)
    }
    if (this.problems.length > 0) {
      lines.push('', 'To check:')
      for (const { kind, id, problem } of this.problems) lines.push(`- ${kind} ${id}: ${problem}`)
    }
    if (this.missingFiles.size > 0) {
      lines.push('', `Missing files (${this.missingFiles.size}), named by the old database but not in the storage folder:`)
      for (const file of this.missingFiles) lines.push(`- ${file}`)
    }
    return lines.join('\n')
  }

  json() {
    return Object.fromEntries(this.counts)
  }
}
