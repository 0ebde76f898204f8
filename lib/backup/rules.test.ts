import { backupDue, backupHealth, type BackupStatus } from './rules'

const at = (iso: string) => new Date(iso)
const run = (iso: string, ok = true) => ({ at: iso, ok })

describe('backupHealth', () => {
  const now = at('2026-11-28T10:00:00Z')

  it('is ok within 26 hours of the last good backup', () => {
    expect(backupHealth({ lastRun: run('2026-11-27T09:00:00Z'), lastGood: run('2026-11-27T09:00:00Z') }, now)).toBe('ok')
  })

  it('is stale after 26 hours, or with no backup at all', () => {
    expect(backupHealth({ lastRun: run('2026-11-27T07:59:00Z'), lastGood: run('2026-11-27T07:59:00Z') }, now)).toBe('stale')
    expect(backupHealth({ lastRun: null, lastGood: null }, now)).toBe('stale')
  })

  it('is failed when the last run failed, however recent the last good one', () => {
    expect(backupHealth({ lastRun: run('2026-11-28T09:00:00Z', false), lastGood: run('2026-11-28T08:00:00Z') }, now)).toBe('failed')
  })
})

describe('backupDue', () => {
  const none: BackupStatus = { lastRun: null, lastGood: null }
  const localAt = (hour: number, minute = 7) => new Date(2026, 10, 28, hour, minute)

  it('runs in the settings’ hour once', () => {
    const yesterday = run(new Date(2026, 10, 27, 2, 7).toISOString())
    expect(backupDue({ lastRun: yesterday, lastGood: yesterday }, 2, localAt(2))).toBe(true)
    const justNow = run(localAt(2, 7).toISOString())
    expect(backupDue({ lastRun: justNow, lastGood: justNow }, 2, localAt(2, 50))).toBe(false)
    expect(backupDue({ lastRun: justNow, lastGood: justNow }, 2, localAt(5))).toBe(false)
  })

  it('makes up a missed or failed night within the hour, and tries again each hour while it fails', () => {
    expect(backupDue(none, 2, localAt(14))).toBe(true)
    const longAgo = run(new Date(2026, 10, 26, 2).toISOString())
    const failed = run(localAt(13).toISOString(), false)
    expect(backupDue({ lastRun: failed, lastGood: longAgo }, 2, localAt(13, 30))).toBe(false)
    expect(backupDue({ lastRun: failed, lastGood: longAgo }, 2, localAt(14, 7))).toBe(true)
  })
})
