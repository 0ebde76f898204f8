import type { Locale } from '../api/types'
import { exactDateTime } from '../format/dates'
import { backupHealth, type BackupStatus } from './rules'

const TEXTS = {
  ko: {
    none: '아직 백업이 없습니다.',
    last: (at: string, size: string, where: string) => `마지막 백업: ${at}, ${size}, ${where}`,
    here: '이 서버',
    offsite: '이 서버와 백업 버킷',
    failed: (at: string) => `${at}의 백업이 실패했습니다. 서버 기록을 확인해 주세요.`,
    stale: '26시간이 넘도록 백업이 없습니다.',
    noBucket:
      '백업이 이 서버에만 있습니다. 서버의 디스크를 잃으면 백업도 함께 잃습니다. 서버 설정에 다른 곳의 백업 버킷(BACKUP_S3_BUCKET과 그 접속 정보, docs/operations.md)을 넣고 사이트를 다시 시작해 주세요. 그다음 백업부터 그 버킷에도 복사됩니다.',
    notCopied: '마지막 백업은 이 서버에만 있습니다. 백업 버킷에 복사되지 않았습니다. 서버 기록에서 이유를 확인하고 npm run backup을 다시 실행해 주세요.',
  },
  en: {
    none: 'No backup yet.',
    last: (at: string, size: string, where: string) => `Last backup: ${at}, ${size}, ${where}`,
    here: 'on this server',
    offsite: 'on this server and in the backup bucket',
    failed: (at: string) => `The backup of ${at} failed. See the server's log.`,
    stale: 'No backup for more than 26 hours.',
    noBucket:
      'The backups are only on this server: losing its disk loses them too. Set a backup bucket elsewhere in the server’s settings (BACKUP_S3_BUCKET and its access, docs/operations.md) and restart the site; from the next backup on, each is copied there too.',
    notCopied: 'The last backup is only on this server: it was not copied to the backup bucket. See the server’s log for why, then run npm run backup again.',
  },
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** What the dashboard's backup card says (docs/operations.md): its state, its line and its warnings. */
export type BackupCard = { health: 'ok' | 'stale' | 'failed'; onlyHere: 'no-bucket' | 'not-copied' | null; text: string; alerts: string[] }

/**
 * The last good backup's exact time, size and place, and a warning for each thing to do: a failed or missing run,
 * and, while no copy is off this server (no backup bucket set, or the last one not copied to it), the step to fix it.
 */
export function backupCard(status: BackupStatus, now: Date, bucketSet: boolean, locale: Locale): BackupCard {
  const t = TEXTS[locale]
  const health = backupHealth(status, now)
  const good = status.lastGood
  const onlyHere = !bucketSet ? 'no-bucket' : good && !good.offsite ? 'not-copied' : null
  const alerts = [
    ...(health === 'failed' && status.lastRun ? [t.failed(exactDateTime(status.lastRun.at, locale))] : []),
    ...(health === 'stale' && good ? [t.stale] : []),
    ...(onlyHere === 'no-bucket' ? [t.noBucket] : onlyHere === 'not-copied' ? [t.notCopied] : []),
  ]
  return { health, onlyHere, text: good ? t.last(exactDateTime(good.at, locale), megabytes(good.bytes ?? 0), good.offsite ? t.offsite : t.here) : t.none, alerts }
}
