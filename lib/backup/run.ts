import path from 'node:path'

import { createBackup, type BackupResult } from './create'
import { recordBackupRun } from './status'

/** A backup whose outcome, good or failed, is recorded for the dashboard and the readiness check. */
export async function runRecordedBackup(): Promise<BackupResult> {
  const at = new Date().toISOString()
  try {
    const result = await createBackup()
    await recordBackupRun({ at, ok: true, archive: path.basename(result.archive), bytes: result.bytes, seconds: result.seconds, offsite: result.offsite })
    return result
  } catch (error) {
    await recordBackupRun({ at, ok: false, error: error instanceof Error ? error.message.slice(0, 300) : String(error) }).catch(() => undefined)
    throw error
  }
}
