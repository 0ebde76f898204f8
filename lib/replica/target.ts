// Where continuous replication goes (docs/operations.md, "Continuous replication"): REPLICA_URL read, the replica's
// layout and the supervisor's status file. Erasable TypeScript only: scripts/start.mjs imports it
// with Node's own type stripping. Free of Litestream's binary, so the site's bundle can import it.
import path from 'node:path'

/** Where in the replica each part goes: the database's generations, the keys, the stored files. */
export const REPLICA_PARTS = { database: 'db', secrets: 'secrets.json', files: 'files' }

/**
 * REPLICA_URL read: `file:///path` (a folder on another disk) or `s3://bucket/prefix` (with the backup bucket's
 * BACKUP_S3_* settings). Null when unset; an error naming the accepted forms for anything else.
 */
export type ReplicaTarget = { kind: 'file'; path: string; shown: string } | { kind: 's3'; bucket: string; prefix: string; shown: string }

export function replicaTarget(env: Readonly<Record<string, string | undefined>> = process.env): ReplicaTarget | null {
  const raw = env.REPLICA_URL?.trim()
  if (!raw) return null
  let url: URL | null
  try {
    url = new URL(raw)
  } catch {
    url = null
  }
  if (url?.protocol === 'file:' && url.pathname.length > 1) return { kind: 'file', path: decodeURIComponent(url.pathname).replace(/\/+$/, ''), shown: raw }
  if (url?.protocol === 's3:' && url.hostname) {
    return { kind: 's3', bucket: url.hostname, prefix: url.pathname.replace(/^\/+|\/+$/g, ''), shown: `s3://${url.hostname}${url.pathname}` }
  }
  throw new Error(`REPLICA_URL is file:///path or s3://bucket/prefix, not "${raw}"`)
}

/** PostgreSQL's physical replication slot pg_receivewal streams from: the server keeps WAL until the receiver has it. */
export const REPLICA_SLOT = 'school_site_replica'

/** The status file the supervisor keeps and the dashboard and readiness read. */
export const replicaStatusFile = (dataDir: string) => path.join(dataDir, 'replica-status.json')
