import { archivesToKeep } from './keep'
import { archiveName } from './names'

const NOW = new Date(Date.UTC(2026, 10, 27, 12, 0, 0))
const daysBefore = (days: number, hour = 2) => new Date(Date.UTC(2026, 10, 27, hour) - days * 86_400_000)

describe('archivesToKeep', () => {
  // One archive a night for a year, and a second one today.
  const names = [archiveName(daysBefore(0, 9)), ...Array.from({ length: 365 }, (_, day) => archiveName(daysBefore(day)))]
  const kept = [...archivesToKeep(names, { daily: 7, weekly: 4, monthly: 6 }, NOW)].sort().reverse()

  it('keeps the newest of each of the last 7 days, 4 weeks and 6 months', () => {
    expect(kept[0]).toBe(archiveName(daysBefore(0, 9)))
    expect(kept).not.toContain(archiveName(daysBefore(0)))
    for (let day = 1; day < 7; day++) expect(kept).toContain(archiveName(daysBefore(day)))
    expect(kept.length).toBeGreaterThanOrEqual(7 + 2 + 5)
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 6)
  })

  it('keeps nothing older than six months, even where backups stopped for a while', () => {
    const sixMonthsAgo = archiveName(new Date(Date.UTC(2026, 4, 27, 12)))
    expect(kept.every((name) => name >= sixMonthsAgo)).toBe(true)
    const sparse = [archiveName(new Date(Date.UTC(2025, 0, 1))), archiveName(new Date(Date.UTC(2026, 5, 1))), archiveName(daysBefore(0))]
    expect([...archivesToKeep(sparse, { daily: 7, weekly: 4, monthly: 6 }, NOW)].sort()).toEqual([archiveName(new Date(Date.UTC(2026, 5, 1))), archiveName(daysBefore(0))])
  })

  it('keeps nothing it cannot date and drops everything with a keep of zero', () => {
    expect(archivesToKeep(['notes.txt', ...names], { daily: 0, weekly: 0, monthly: 0 }, NOW).size).toBe(0)
  })
})
