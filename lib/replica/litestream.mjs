// Continuous replication of the SQLite database with Litestream (docs/operations.md, "Continuous replication"):
// what `npm start` supervises and `npm run restore -- --from-replica` reads. Plain JavaScript, as scripts/start.mjs
// runs without a TypeScript step.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** Litestream's binary for this machine, which @flydotio/litestream installs as an optional dependency. */
export const litestreamBinary = () => require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`)

/** Where in the replica each part goes: the database's generations, the keys, the stored files. */
export const REPLICA_PARTS = { database: 'db', secrets: 'secrets.json', files: 'files' }

/**
 * REPLICA_URL read: `file:///path` (a folder on another disk) or `s3://bucket/prefix` (with the backup bucket's
 * BACKUP_S3_* settings). Null when unset; an error naming the accepted forms for anything else.
 */
export function replicaTarget(env = process.env) {
  const raw = env.REPLICA_URL?.trim()
  if (!raw) return null
  let url
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

const yamlString = (value) => JSON.stringify(String(value))

/**
 * Litestream's configuration for the database at `dbPath`: a sync every second (the loss window, RPO), a
 * snapshot every hour (a restore replays at most an hour of WAL: the RTO) and a week of history for `--at`.
 */
export function litestreamConfig(target, dbPath, env = process.env) {
  const common = ['        sync-interval: 1s', '        snapshot-interval: 1h', '        retention: 168h']
  const replica =
    target.kind === 'file'
      ? ['      - type: file', `        path: ${yamlString(path.join(target.path, REPLICA_PARTS.database))}`]
      : [
          '      - type: s3',
          `        bucket: ${yamlString(target.bucket)}`,
          `        path: ${yamlString([target.prefix, REPLICA_PARTS.database].filter(Boolean).join('/'))}`,
          ...(env.BACKUP_S3_ENDPOINT ? [`        endpoint: ${yamlString(env.BACKUP_S3_ENDPOINT)}`] : []),
          `        region: ${yamlString(env.BACKUP_S3_REGION || 'us-east-1')}`,
          ...(/^(1|true)$/i.test(env.BACKUP_S3_FORCE_PATH_STYLE ?? '') ? ['        force-path-style: true'] : []),
          ...(env.BACKUP_S3_ACCESS_KEY_ID ? [`        access-key-id: ${yamlString(env.BACKUP_S3_ACCESS_KEY_ID)}`] : []),
          ...(env.BACKUP_S3_SECRET_ACCESS_KEY ? [`        secret-access-key: ${yamlString(env.BACKUP_S3_SECRET_ACCESS_KEY)}`] : []),
        ]
  return ['dbs:', `  - path: ${yamlString(dbPath)}`, '    monitor-interval: 200ms', '    replicas:', ...replica, ...common, ''].join('\n')
}

/** Writes the configuration into an owner-only file (it may hold the bucket's key) and returns its path. */
export function writeLitestreamConfig(target, dbPath, dir, env = process.env) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, 'litestream.yml')
  fs.writeFileSync(file, litestreamConfig(target, dbPath, env), { mode: 0o600 })
  return file
}

/** The status file the supervisor keeps and the dashboard and readiness read. */
export const replicaStatusFile = (dataDir) => path.join(dataDir, 'replica-status.json')
