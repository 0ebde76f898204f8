// Litestream's binary and configuration, for `npm start`'s supervisor (scripts/lib/replica.mjs) and
// `npm run restore -- --from-replica` (lib/replica/restore.ts); never imported by the site's bundle.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { REPLICA_PARTS } from './target.ts'

const require = createRequire(import.meta.url)

/** Litestream's binary for this machine, which @flydotio/litestream installs as an optional dependency. */
export const litestreamBinary = () => require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`)

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

