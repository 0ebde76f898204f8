import { backupHealth, type BackupStatus } from '../backup/rules'
import { readBackupStatus } from '../backup/status'

/**
 * The setup checklist's "backups" item: done while the backups report themselves healthy (a good backup in the
 * last 26 hours and the last run not failed, lib/backup/rules.ts).
 */
export async function backupsRunning(status?: BackupStatus, now = new Date()): Promise<boolean> {
  return backupHealth(status ?? (await readBackupStatus()), now) === 'ok'
}
