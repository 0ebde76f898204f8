import { archiveTime } from './names'

/** How many archives the pruning keeps: the newest of each of so many days, ISO weeks and months. */
export type Keep = { daily: number; weekly: number; monthly: number }

/**
 * The archive names to keep: the newest of each day, ISO week and month (UTC) among those no older than `daily` days,
 * `weekly` weeks and `monthly` months before `now`. Nothing older is kept, even when backups had stopped for a while:
 * the privacy policy promises personal data lives on in backups for at most so many months.
 */
export function archivesToKeep(names: string[], keep: Keep, now = new Date()): Set<string> {
  const dated = names.flatMap((name) => {
    const at = archiveTime(name)
    return at ? [{ name, at }] : []
  })
  dated.sort((a, b) => b.at.getTime() - a.at.getTime())
  const kept = new Set<string>()
  const newestPer = (period: (at: Date) => string, since: Date) => {
    const seen = new Set<string>()
    for (const { name, at } of dated) {
      const key = period(at)
      if (at < since || seen.has(key)) continue
      seen.add(key)
      kept.add(name)
    }
  }
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000)
  const monthsBefore = new Date(now)
  monthsBefore.setUTCMonth(monthsBefore.getUTCMonth() - keep.monthly)
  newestPer((at) => at.toISOString().slice(0, 10), daysBefore(keep.daily))
  newestPer(isoWeek, daysBefore(keep.weekly * 7))
  newestPer((at) => at.toISOString().slice(0, 7), monthsBefore)
  return kept
}

function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7))
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  return `${day.getUTCFullYear()}-W${Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)}`
}
