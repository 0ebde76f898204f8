import type { DestructionKind, RunStatus } from './kinds'

type Line = { kind: DestructionKind; rule: string; destroyed: number; failed: number }

/** The counts of one destruction run, by kind and rule, as the register line shows them. */
export class Tally {
  private readonly lines: Line[] = []
  private readonly problems = new Set<string>()

  /** The line of `kind` under `rule` (the first one of that kind when no rule is named), created empty. */
  line(kind: DestructionKind, rule?: string): Line {
    const found = this.lines.find((line) => line.kind === kind && (rule === undefined || line.rule === rule))
    if (found) return found
    const line = { kind, rule: rule ?? '', destroyed: 0, failed: 0 }
    this.lines.push(line)
    return line
  }

  count(kind: DestructionKind, howMany = 1, rule?: string) {
    this.line(kind, rule).destroyed += howMany
  }

  fail(kind: DestructionKind, howMany = 1, rule?: string) {
    this.line(kind, rule).failed += howMany
  }

  problem(text: string) {
    this.problems.add(text)
  }

  get destroyed() {
    return this.lines.reduce((sum, line) => sum + line.destroyed, 0)
  }

  get failed() {
    return this.lines.reduce((sum, line) => sum + line.failed, 0)
  }

  status(): RunStatus {
    return this.failed > 0 || this.problems.size > 0 ? 'partial' : 'done'
  }

  /** The register line's fields: counts, rules and problems, never a name or an address. */
  record() {
    const summary = this.failed > 0 ? `${this.destroyed}건 파기, ${this.failed}건 남김 (다음 실행에서 다시 시도)` : `${this.destroyed}건 파기`
    return { summary, destroyed: this.destroyed, failed: this.failed, lines: this.lines.map((line) => ({ ...line })), problems: [...this.problems].join('\n') || null }
  }
}
