import { replicaCard, replicaHealth, type ReplicaStatus, slotHealth, type SlotState } from './status'

const now = new Date('2027-01-10T09:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()
const running: ReplicaStatus = { url: 'file:///mnt/replica', checkedAt: ago(3), running: true, stoppedSince: null, lastWrittenAt: ago(2), failingSince: null }

describe('replicaHealth', () => {
  it('is ok while changes reach the replica, and lagging once a change over a minute old has not', () => {
    expect(replicaHealth(running, new Date(ago(2)), now)).toBe('ok')
    // A change 30 s old not copied yet is within the bound; one 61 s old is not.
    expect(replicaHealth({ ...running, lastWrittenAt: ago(90) }, new Date(ago(30)), now)).toBe('ok')
    expect(replicaHealth({ ...running, lastWrittenAt: ago(90) }, new Date(ago(61)), now)).toBe('lagging')
  })

  it('is unreachable while the replica refuses, and stopped when Litestream or its supervisor is gone for a minute', () => {
    expect(replicaHealth({ ...running, failingSince: ago(5) }, null, now)).toBe('unreachable')
    expect(replicaHealth({ ...running, running: false, stoppedSince: ago(5) }, null, now)).toBe('ok')
    expect(replicaHealth({ ...running, running: false, stoppedSince: ago(61) }, null, now)).toBe('stopped')
    expect(replicaHealth({ ...running, checkedAt: ago(61) }, null, now)).toBe('stopped')
    expect(replicaHealth(null, null, now)).toBe('stopped')
  })
})

describe('replicaCard', () => {
  it('gives the last copy, and the step to take when the replica does not answer, in both languages', () => {
    expect(replicaCard({ health: 'ok', status: running }, 'ko')).toEqual({ text: expect.stringContaining('실시간 복제: file:///mnt/replica'), alert: null })
    expect(replicaCard({ health: 'unreachable', status: running }, 'en')?.alert).toContain('REPLICA_URL')
    expect(replicaCard({ health: 'off', status: null }, 'ko')).toBeNull()
  })
})

describe('slotHealth (PostgreSQL)', () => {
  const streaming: SlotState = { active: true, walStatus: 'reserved', retainedBytes: 8_192 }

  it('is ok while a receiver confirms the WAL, lagging once the slot keeps more than a segment, stopped when the server gave it up', () => {
    expect(slotHealth(streaming, 'ok')).toBe('ok')
    expect(slotHealth(streaming, null)).toBe('ok')
    expect(slotHealth({ ...streaming, retainedBytes: 17 * 1024 * 1024 }, null)).toBe('lagging')
    expect(slotHealth({ ...streaming, walStatus: 'lost' }, 'ok')).toBe('stopped')
  })

  it('counts an inactive slot as stopped where no supervisor says otherwise, and the supervisor’s word where it runs', () => {
    expect(slotHealth({ ...streaming, active: false }, null)).toBe('stopped')
    // A receiver restarting for two seconds, on the instance that runs it: its status says ok.
    expect(slotHealth({ ...streaming, active: false }, 'ok')).toBe('ok')
    expect(slotHealth(streaming, 'unreachable')).toBe('unreachable')
  })

  it('gives the WAL the slot keeps, and where to look when it stopped, in both languages', () => {
    expect(replicaCard({ health: 'ok', status: running, slot: streaming }, 'ko')?.text).toContain('보관 중인 WAL 0.0 MB')
    expect(replicaCard({ health: 'stopped', status: null, slot: { ...streaming, active: false } }, 'en')?.alert).toContain('max_slot_wal_keep_size')
    expect(replicaCard({ health: 'lagging', status: null, slot: { ...streaming, retainedBytes: 20 * 1024 * 1024 } }, 'ko')?.alert).toContain('20.0 MB')
  })
})
