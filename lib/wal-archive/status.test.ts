import { walArchiveAlert, walArchiveHealth, type SlotState } from './status'

const streaming: SlotState = { active: true, current: '0/3000100', caughtUp: true, passedMark: false }

describe('walArchiveHealth', () => {
  it('is ok while the receiver keeps up, and lagging once WAL seen a minute ago has not reached the archive', () => {
    expect(walArchiveHealth(streaming, null, 0)).toEqual({ health: 'ok', mark: null })
    const behind = { ...streaming, caughtUp: false }
    const first = walArchiveHealth(behind, null, 1_000)
    expect(first).toEqual({ health: 'ok', mark: { lsn: '0/3000100', seenAt: 1_000 } })
    expect(walArchiveHealth({ ...behind, current: '0/3000900' }, first.mark, 61_000).health).toBe('ok')
    expect(walArchiveHealth({ ...behind, current: '0/3000900' }, first.mark, 61_001).health).toBe('lagging')
    // Past the mark but behind again: a new mark, from now.
    expect(walArchiveHealth({ ...behind, current: '0/3000900', passedMark: true }, first.mark, 61_001)).toEqual({ health: 'ok', mark: { lsn: '0/3000900', seenAt: 61_001 } })
  })

  it('is stopped when nothing streams through the slot or the slot is gone', () => {
    expect(walArchiveHealth({ ...streaming, active: false }, null, 0).health).toBe('stopped')
    expect(walArchiveHealth(null, null, 0).health).toBe('stopped')
  })

  it('warns with the step to take in both languages, and says nothing when well or off', () => {
    expect(walArchiveAlert('stopped', 'ko')).toContain('npm run wal-archive')
    expect(walArchiveAlert('lagging', 'en')).toContain('more than a minute')
    expect([walArchiveAlert('ok', 'ko'), walArchiveAlert('off', 'en')]).toEqual([null, null])
  })
})
