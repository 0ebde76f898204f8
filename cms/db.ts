import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

import { dataDir } from './storage-paths'

const migrationsRoot = path.resolve(process.cwd(), 'cms', 'migrations')

export const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
export const usesPostgres = /^postgres(ql)?:\/\//.test(databaseUrl)

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
      wal: true,
      busyTimeout: 10_000,
    })
