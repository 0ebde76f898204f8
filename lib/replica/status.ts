// How continuous replication stands, for the dashboard and readiness: from the status file `npm start`'s supervisor
// keeps (scripts/lib/replica.mjs) and the database file's own time of last change.
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '@/cms/storage-paths'

import type { Locale } from '../api/types'
import { exactDateTime } from '../format/dates'
import { replicaStatusFile, replicaTarget } from './target'

/** What the supervisor writes: the replica (no credentials), whether Litestream runs, its last write and the outage it is in. */
export type ReplicaStatus = {
  url: string
  checkedAt: string
  running: boolean
  stoppedSince: string | null
  lastWrittenAt: string | null
  failingSince: string | null
}

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

/** The state and the status read now, or `off` when REPLICA_URL is unset. */
export async function readReplicaState(now = new Date()): Promise<{ health: ReplicaHealth; status: ReplicaStatus | null }> {
  if (!replicaTarget()) return { health: 'off', status: null }
  const status = await fs.promises
    .readFile(replicaStatusFile(dataDir), 'utf8')
    .then((text) => JSON.parse(text) as ReplicaStatus)
    .catch(() => null)
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

/** The dashboard's line on the replica and its warning, or null when replication is off. */
export function replicaCard(state: { health: ReplicaHealth; status: ReplicaStatus | null }, locale: Locale): { text: string; alert: string | null } | null {
  if (state.health === 'off') return null
  const t = TEXTS[locale]
  const url = state.status?.url ?? ''
  const text = state.status?.lastWrittenAt ? t.ok(url, exactDateTime(state.status.lastWrittenAt, locale)) : t.waiting(url)
  const alert = state.health === 'ok' ? null : state.health === 'unreachable' ? t.unreachable(url) : t[state.health]
  return { text, alert }
}
