import type { ServerProps } from 'payload'

import { staffMay } from '../../access/roles'

import { backupHealth } from '../../../lib/backup/rules'
import { readBackupStatus } from '../../../lib/backup/status'
import { staffDateTime } from '../../../lib/format/dates'
import styles from './backup-state.module.css'

const TEXTS = {
  ko: {
    heading: '백업',
    none: '아직 백업이 없습니다.',
    last: (age: string, size: string, where: string) => `마지막 백업: ${age} 전, ${size}, ${where}`,
    here: '이 서버',
    offsite: '이 서버와 백업 버킷',
    failed: (at: string) => `${at}의 백업이 실패했습니다. 서버 기록을 확인해 주세요.`,
    stale: '26시간이 넘도록 백업이 없습니다.',
    hours: (hours: number) => (hours < 1 ? '1시간 이내' : `${Math.floor(hours)}시간`),
  },
  en: {
    heading: 'Backups',
    none: 'No backup yet.',
    last: (age: string, size: string, where: string) => `Last backup: ${age} ago, ${size}, ${where}`,
    here: 'on this server',
    offsite: 'on this server and in the backup bucket',
    failed: (at: string) => `The backup of ${at} failed. See the server's log.`,
    stale: 'No backup for more than 26 hours.',
    hours: (hours: number) => (hours < 1 ? 'less than an hour' : `${Math.floor(hours)} h`),
  },
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** The dashboard's word on backups (docs/operations.md): the last good one's age, size and place; red when it is too old or the last run failed. */
export async function BackupState({ i18n, user }: ServerProps) {
  // Shown to the roles that work with what it tells (cms/access/roles.ts).
  if (!staffMay(user ?? null, 'settings', 'update')) return null
  const t = TEXTS[i18n.language === 'en' ? 'en' : 'ko']
  const status = await readBackupStatus()
  const now = new Date()
  const health = backupHealth(status, now)
  const good = status.lastGood
  return (
    <section className={health === 'ok' ? styles.backup : `${styles.backup} ${styles.alarm}`} aria-labelledby="backup-state" data-backup-health={health}>
      <h2 id="backup-state" className={styles.heading}>
        {t.heading}
      </h2>
      <p>{good ? t.last(t.hours((now.getTime() - new Date(good.at).getTime()) / 3_600_000), megabytes(good.bytes ?? 0), good.offsite ? t.offsite : t.here) : t.none}</p>
      {health === 'failed' && status.lastRun && <p role="alert">{t.failed(staffDateTime(status.lastRun.at))}</p>}
      {health === 'stale' && good && <p role="alert">{t.stale}</p>}
    </section>
  )
}
