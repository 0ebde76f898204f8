// How continuous replication stands, for the dashboard and readiness: from the status file `npm start`'s supervisor
// keeps (scripts/lib/replica.mjs) and the database file's own time of last change.
import fs from 'node:fs'
import path from 'node:path'

import { Client as PostgresClient } from 'pg'

import { dataDir } from '@/cms/storage-paths'

import type { Locale } from '../api/types'
import { exactDateTime } from '../format/dates'
import { REPLICA_SLOT, replicaStatusFile, replicaTarget } from './target'

/**
 * What the supervisor writes: the replica (no credentials), whether Litestream (or, for PostgreSQL, pg_receivewal)
 * runs, its last write and the outage it is in; for PostgreSQL, its last base backup.
 */
export type ReplicaStatus = {
  url: string
  checkedAt: string
  running: boolean
  stoppedSince: string | null
  lastWrittenAt: string | null
  failingSince: string | null
  baseBackupAt?: string | null
}

/** PostgreSQL's replication slot as the server sees it: whether a receiver is connected and the WAL it keeps for it. */
export type SlotState = { active: boolean; walStatus: string | null; retainedBytes: number }

/** ok; unreachable (the replica refuses writes); lagging (a change over a minute old is not there yet); stopped; off (no REPLICA_URL). */
export type ReplicaHealth = 'ok' | 'unreachable' | 'lagging' | 'stopped' | 'off'

const LAG_LIMIT_MS = 60_000

/**
 * The replica's state at `now`, given the status and the time of the database's last local change: stopped when the
 * supervisor has not written for a minute or Litestream has been down for one, unreachable while the replica refuses,
 * lagging when a local change is more than a minute old and nothing was written since.
 */
export function replicaHealth(status: ReplicaStatus | null, lastLocalChange: Date | null, now: Date): ReplicaHealth {
  const age = (at: string | null) => (at ? now.getTime() - new Date(at).getTime() : Infinity)
  if (!status || age(status.checkedAt) > LAG_LIMIT_MS || (!status.running && age(status.stoppedSince) > LAG_LIMIT_MS)) return 'stopped'
  if (status.failingSince) return 'unreachable'
  const written = status.lastWrittenAt ? new Date(status.lastWrittenAt).getTime() : 0
  if (lastLocalChange && lastLocalChange.getTime() > written && now.getTime() - lastLocalChange.getTime() > LAG_LIMIT_MS) return 'lagging'
  return 'ok'
}

/** More WAL than one segment (16 MiB) kept for a receiver that confirms every flush (--synchronous): it falls behind. */
const RETAINED_LIMIT = 16 * 1024 * 1024

/**
 * The slot's word on the archive: stopped when no receiver is connected or the server gave up the WAL it kept
 * (`lost`, past max_slot_wal_keep_size), lagging when it keeps more than a segment, else ok. `fromStatus` is the
 * supervisor's own view where it runs (this instance): it covers the receiver's restarts, so an inactive slot alone
 * does not count there.
 */
export function slotHealth(slot: SlotState, fromStatus: ReplicaHealth | null): ReplicaHealth {
  if (slot.walStatus === 'lost' || (!slot.active && !fromStatus)) return 'stopped'
  if (fromStatus && fromStatus !== 'ok') return fromStatus
  return slot.retainedBytes > RETAINED_LIMIT ? 'lagging' : 'ok'
}

/** The slot the PostgreSQL archiver streams from (lib/replica/wal-archive.mjs), or null when there is none (or no answer). */
async function readSlot(databaseUrl: string): Promise<SlotState | null> {
  const client = new PostgresClient({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ active: boolean; wal_status: string | null; retained: string | null }>(
      'SELECT active, wal_status, pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn) AS retained FROM pg_replication_slots WHERE slot_name = $1',
      [REPLICA_SLOT],
    )
    return rows[0] ? { active: rows[0].active, walStatus: rows[0].wal_status, retainedBytes: Number(rows[0].retained ?? 0) } : null
  } catch {
    return null
  } finally {
    await client.end().catch(() => undefined)
  }
}

export type ReplicaState = { health: ReplicaHealth; status: ReplicaStatus | null; slot?: SlotState | null }

/**
 * The state and the status read now, or `off` when REPLICA_URL is unset. On PostgreSQL the slot counts too, and every
 * instance sees it (the archiver runs on one), so its state shows where REPLICA_URL is not set.
 */
export async function readReplicaState(now = new Date()): Promise<ReplicaState> {
  const target = replicaTarget()
  const status = target
    ? await fs.promises
        .readFile(replicaStatusFile(dataDir), 'utf8')
        .then((text) => JSON.parse(text) as ReplicaStatus)
        .catch(() => null)
    : null
  // Imported here: the database adapters it loads stay out of the pure functions' tests.
  const { databaseUrl, usesPostgres } = await import('@/cms/db')
  if (usesPostgres) {
    const slot = await readSlot(databaseUrl)
    const fromStatus = target ? replicaHealth(status, null, now) : null
    if (!slot) return { health: fromStatus ?? 'off', status, slot }
    return { health: slotHealth(slot, fromStatus), status, slot }
  }
  if (!target) return { health: 'off', status: null }
  // A commit touches the -wal file (WAL mode); a checkpoint the database file.
  const changed = await Promise.all(['site.db-wal', 'site.db'].map((name) => fs.promises.stat(path.join(dataDir, name)).then((stat) => stat.mtimeMs, () => 0)))
  const last = Math.max(...changed)
  return { health: replicaHealth(status, last > 0 ? new Date(last) : null, now), status }
}

const TEXTS = {
  ko: {
    ok: (url: string, at: string) => `실시간 복제: ${url}, 마지막 복제 ${at}`,
    waiting: (url: string) => `실시간 복제: ${url}, 아직 복제된 변경이 없습니다.`,
    unreachable: (url: string) => `복제 대상 ${url}에 연결되지 않습니다. 사이트는 계속 운영되며 복제를 계속 시도합니다. 주소와 접속 정보(REPLICA_URL, BACKUP_S3_*)를 확인해 주세요.`,
    lagging: '1분이 넘은 변경이 아직 복제되지 않았습니다. 서버 기록을 확인해 주세요.',
    stopped: '실시간 복제가 멈췄습니다. 사이트를 npm start로 다시 시작해 주세요.',
  },
  en: {
    ok: (url: string, at: string) => `Continuous replication: ${url}, last copied ${at}`,
    waiting: (url: string) => `Continuous replication: ${url}, nothing copied yet.`,
    unreachable: (url: string) => `The replica ${url} does not answer. The site keeps running and keeps trying. Check its address and access (REPLICA_URL, BACKUP_S3_*).`,
    lagging: 'A change more than a minute old has not reached the replica. See the server’s log.',
    stopped: 'Continuous replication stopped. Restart the site with npm start.',
  },
}

const SLOT_TEXTS = {
  ko: {
    kept: (mb: string) => `서버가 복제 슬롯에 보관 중인 WAL ${mb} MB`,
    lagging: (mb: string) => `복제 슬롯에 아직 보관소로 복제되지 않은 WAL ${mb} MB가 쌓여 있습니다. REPLICA_URL이 설정된 인스턴스의 기록(pg_receivewal)을 확인해 주세요.`,
    stopped: 'WAL 복제(pg_receivewal)가 멈췄습니다. REPLICA_URL이 설정된 인스턴스를 npm start로 다시 시작해 주세요. 그동안 데이터베이스 서버가 WAL을 보관합니다(max_slot_wal_keep_size까지).',
  },
  en: {
    kept: (mb: string) => `WAL kept in the replication slot: ${mb} MB`,
    lagging: (mb: string) => `The replication slot keeps ${mb} MB of WAL not yet copied to the replica. See the log (pg_receivewal) of the instance with REPLICA_URL.`,
    stopped: 'WAL archiving (pg_receivewal) stopped. Restart the instance with REPLICA_URL (npm start). Meanwhile the database server keeps the WAL (up to max_slot_wal_keep_size).',
  },
}

/** The dashboard's line on the replica and its warning, or null when replication is off. */
export function replicaCard(state: ReplicaState, locale: Locale): { text: string; alert: string | null } | null {
  if (state.health === 'off') return null
  const t = TEXTS[locale]
  const url = state.status?.url ?? 'PostgreSQL WAL'
  const copied = state.status?.lastWrittenAt ? t.ok(url, exactDateTime(state.status.lastWrittenAt, locale)) : t.waiting(url)
  if (!state.slot) return { text: copied, alert: state.health === 'ok' ? null : state.health === 'unreachable' ? t.unreachable(url) : t[state.health] }
  const slot = SLOT_TEXTS[locale]
  const mb = (state.slot.retainedBytes / 1024 / 1024).toFixed(1)
  const alert = state.health === 'ok' ? null : state.health === 'unreachable' ? t.unreachable(url) : state.health === 'lagging' ? slot.lagging(mb) : slot.stopped
  return { text: `${copied} (${slot.kept(mb)})`, alert }
}
