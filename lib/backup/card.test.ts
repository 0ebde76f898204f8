import { backupCard } from './card'

const now = new Date('2026-12-07T01:00:00Z')
const good = { at: '2026-12-07T00:41:00Z', ok: true, bytes: 3_800_000 }

describe('backupCard', () => {
  it('gives the last backup’s exact time in the school’s time, in both languages', () => {
    const status = { lastRun: { ...good, offsite: 's3://school-backups' }, lastGood: { ...good, offsite: 's3://school-backups' } }
    expect(backupCard(status, now, true, 'ko')).toEqual({ health: 'ok', onlyHere: null, text: '마지막 백업: 2026년 12월 7일 오전 9:41 KST, 3.8 MB, 이 서버와 백업 버킷', alerts: [] })
    expect(backupCard({ lastRun: { ...good, at: '2026-12-07T05:03:00Z' }, lastGood: { ...good, at: '2026-12-07T05:03:00Z', offsite: 's3://b' } }, now, true, 'en').text).toBe(
      'Last backup: December 7, 2026, 2:03 PM KST, 3.8 MB, on this server and in the backup bucket',
    )
  })

  it('warns while the only copy is on this server, with the step to send copies off it', () => {
    const here = backupCard({ lastRun: good, lastGood: good }, now, false, 'ko')
    expect([here.health, here.onlyHere]).toEqual(['ok', 'no-bucket'])
    expect(here.text).toContain('이 서버')
    expect(here.alerts).toEqual([expect.stringContaining('BACKUP_S3_BUCKET')])
    expect(backupCard({ lastRun: null, lastGood: null }, now, false, 'en').alerts).toEqual([expect.stringContaining('BACKUP_S3_BUCKET')])
    // A bucket is set but the last backup did not reach it.
    const notCopied = backupCard({ lastRun: good, lastGood: good }, now, true, 'en')
    expect([notCopied.onlyHere, notCopied.alerts]).toEqual(['not-copied', [expect.stringContaining('npm run backup')]])
  })

  it('says when the last run failed, at its exact time', () => {
    const card = backupCard({ lastRun: { at: '2026-12-07T00:50:00Z', ok: false }, lastGood: { ...good, offsite: 's3://b' } }, now, true, 'ko')
    expect([card.health, card.alerts]).toEqual(['failed', ['2026년 12월 7일 오전 9:50 KST의 백업이 실패했습니다. 서버 기록을 확인해 주세요.']])
  })
})
