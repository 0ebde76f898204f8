import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { dataDir } from './storage-paths'

const migrationsRoot = path.resolve(process.cwd(), 'cms', 'migrations')

export const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
export const usesPostgres = /^postgres(ql)?:\/\//.test(databaseUrl)

/**
 * WAL with `NORMAL` (SQLITE_SYNCHRONOUS): a commit is not flushed to the disk by itself, only at checkpoints, as
 * Rails 8 and most SQLite servers do. A crash of the process loses nothing and the file is never corrupted; a power
 * cut may lose the last commits before the checkpoint. `FULL` (Payload's default) flushes every commit: a
 * registration's ten writes then wait for the disk ten times, which kept a burst of applications under 7 a second
 * (docs/performance.md).
 */
function sqliteSynchronous(): 'FULL' | 'NORMAL' {
  const chosen = (process.env.SQLITE_SYNCHRONOUS || 'NORMAL').toUpperCase()
  if (chosen !== 'FULL' && chosen !== 'NORMAL') throw new Error(`SQLITE_SYNCHRONOUS is FULL or NORMAL, not "${process.env.SQLITE_SYNCHRONOUS}"`)
  return chosen
}

/** SQLite in data/ by default; PostgreSQL when DATABASE_URL is a postgres URL. Schema only from migrations. */
export const databaseAdapter = usesPostgres
  ? postgresAdapter({
      pool: { connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE || 10) },
      migrationDir: path.join(migrationsRoot, 'postgres'),
      push: false,
    })
  : sqliteAdapter({
      client: { url: databaseUrl },
      migrationDir: path.join(migrationsRoot, 'sqlite'),
      push: false,
      wal: { synchronous: sqliteSynchronous() },
      busyTimeout: 10_000,
    })
