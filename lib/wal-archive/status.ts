// How PostgreSQL's continuous archive stands, for the dashboard and readiness: read from the database itself, whose
// replication slot (WAL_ARCHIVE_SLOT) shows whether `npm run wal-archive` streams and how far it has flushed.
import { Client as PostgresClient } from 'pg'

import type { Locale } from '../api/types'

/** ok; lagging (WAL over a minute old is not in the archive yet); stopped (nothing streams through the slot, or it is gone); off (WAL_ARCHIVE_SLOT unset). */
export type WalArchiveHealth = 'ok' | 'lagging' | 'stopped' | 'off'

/** The slot as PostgreSQL shows it: whether a receiver streams, the server's WAL position, and whether the receiver has flushed past `mark`. */
export type SlotState = { active: boolean; current: string; caughtUp: boolean; passedMark: boolean }

/** The WAL position first seen not yet archived, and when: a receiver that has not passed it a minute later lags. */
export type LagMark = { lsn: string; seenAt: number }

const LAG_LIMIT_MS = 60_000

/** The archive's health at `now`, and the mark to keep for the next check. */
export function walArchiveHealth(slot: SlotState | null, mark: LagMark | null, now: number): { health: WalArchiveHealth; mark: LagMark | null } {
  if (!slot || !slot.active) return { health: 'stopped', mark: null }
  if (slot.caughtUp) return { health: 'ok', mark: null }
  const kept = mark && !slot.passedMark ? mark : { lsn: slot.current, seenAt: now }
  return { health: now - kept.seenAt > LAG_LIMIT_MS ? 'lagging' : 'ok', mark: kept }
}

let lagMark: LagMark | null = null

/** The archive's health now, or `off` when WAL_ARCHIVE_SLOT is unset or the site runs on SQLite. */
export async function readWalArchiveHealth(now = Date.now()): Promise<WalArchiveHealth> {
  const slotName = process.env.WAL_ARCHIVE_SLOT?.trim()
  // Imported here: the database adapters stay out of what the health rules' tests load.
  const { databaseUrl, usesPostgres } = await import('@/cms/db')
  if (!slotName || !usesPostgres) return 'off'
  const client = new PostgresClient({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    const { rows } = await client.query<SlotState>(
      `SELECT active, pg_current_wal_lsn()::text AS current,
              coalesce(restart_lsn >= pg_current_wal_lsn(), false) AS "caughtUp",
              coalesce(restart_lsn >= $2::pg_lsn, false) AS "passedMark"
         FROM pg_replication_slots WHERE slot_name = $1`,
      [slotName, lagMark?.lsn ?? '0/0'],
    )
    const result = walArchiveHealth(rows[0] ?? null, lagMark, now)
    lagMark = result.mark
    return result.health
  } catch {
    // The database away: readiness says so on its own line.
    return 'stopped'
  } finally {
    await client.end().catch(() => undefined)
  }
}

const ALERTS: Record<Locale, Record<'lagging' | 'stopped', string>> = {
  ko: {
    lagging: 'PostgreSQL의 1분이 넘은 변경이 아직 WAL 보관소에 저장되지 않았습니다. npm run wal-archive의 기록을 확인해 주세요.',
    stopped: 'PostgreSQL의 WAL 보관(npm run wal-archive)이 멈췄습니다. 보관소를 다시 시작해 주세요.',
  },
  en: {
    lagging: 'PostgreSQL changes more than a minute old have not reached the WAL archive. See the log of npm run wal-archive.',
    stopped: 'PostgreSQL’s WAL archiving (npm run wal-archive) stopped. Start it again.',
  },
}

/** The dashboard's warning on the archive, or null when it is well or off. */
export const walArchiveAlert = (health: WalArchiveHealth, locale: Locale): string | null => (health === 'lagging' || health === 'stopped' ? ALERTS[locale][health] : null)
