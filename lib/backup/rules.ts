// The backup's rules of time, apart from any storage: when a run is due, and how the last one stands.

/** One run as the operator's view shows it: when, whether it worked, the archive's name, size and where it went. */
export type BackupRun = { at: string; ok: boolean; archive?: string; bytes?: number; seconds?: number; offsite?: string | null; error?: string }

/** The last run and the last good one, kept beside the archives (BACKUP_DIR/status.json). */
export type BackupStatus = { lastRun: BackupRun | null; lastGood: BackupRun | null }

const HOUR = 3_600_000
/** Less than the hour between two of the scheduler's checks, which a run's own minutes can shorten. */
const SINCE_LAST_RUN = 50 * 60_000

/** Whether the daily backup is due: the settings' hour has come and no run started within it, or the last good one is over a day old. */
export function backupDue(status: BackupStatus, hour: number, now: Date): boolean {
  const sinceRun = status.lastRun ? now.getTime() - new Date(status.lastRun.at).getTime() : Infinity
  const sinceGood = status.lastGood ? now.getTime() - new Date(status.lastGood.at).getTime() : Infinity
  return sinceRun > SINCE_LAST_RUN && (now.getHours() === hour || sinceGood > 25 * HOUR)
}

/** How the last backup stands: ok, stale (the last good one is older than 26 hours, or none) or failed (the last run failed). */
export function backupHealth(status: BackupStatus, now = new Date()): 'ok' | 'stale' | 'failed' {
  if (status.lastRun && !status.lastRun.ok) return 'failed'
  if (!status.lastGood || now.getTime() - new Date(status.lastGood.at).getTime() > 26 * 3600_000) return 'stale'
  return 'ok'
}
