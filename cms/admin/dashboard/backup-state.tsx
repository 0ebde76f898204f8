import type { ServerProps } from 'payload'

import { staffMay } from '../../access/roles'

import { backupCard } from '../../../lib/backup/card'
import { offsiteBucket } from '../../../lib/backup/settings'
import { readBackupStatus } from '../../../lib/backup/status'
import { readReplicaState, replicaCard } from '../../../lib/replica/status'
import styles from './backup-state.module.css'

/** The dashboard's word on backups (lib/backup/card.ts): red when it is too old, the last run failed or the only copy is on this server. */
export async function BackupState({ i18n, user }: ServerProps) {
  // Shown to the roles that work with what it tells (cms/access/roles.ts).
  if (!staffMay(user ?? null, 'settings', 'update')) return null
  const language = i18n.language === 'en' ? 'en' : 'ko'
  const card = backupCard(await readBackupStatus(), new Date(), offsiteBucket() !== null, language)
  const replica = replicaCard(await readReplicaState(), language)
  const alarm = card.health !== 'ok' || card.onlyHere !== null || Boolean(replica?.alert)
  return (
    <section className={alarm ? `${styles.backup} ${styles.alarm}` : styles.backup} aria-labelledby="backup-state" data-backup-health={card.health} data-backup-only-here={card.onlyHere ?? undefined}>
      <h2 id="backup-state" className={styles.heading}>
        {language === 'en' ? 'Backups' : '백업'}
      </h2>
      <p>{card.text}</p>
      {replica && <p data-replica-state>{replica.text}</p>}
      {[...card.alerts, ...(replica?.alert ? [replica.alert] : [])].map((alert) => (
        <p role="alert" key={alert}>
          {alert}
        </p>
      ))}
    </section>
  )
}
