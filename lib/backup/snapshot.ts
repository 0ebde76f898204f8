import { spawn } from 'node:child_process'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client as PostgresClient } from 'pg'

import { UPLOAD_PREFIXES } from '@/cms/object-storage'

type Row = Record<string, unknown>
type Query = (sql: string, values?: unknown[]) => Promise<Row[]>

/** A file the database names: its folder in storage (media, files, private) and its stored name. */
export type FileRef = { prefix: string; name: string }

/** What one consistent database snapshot holds, read from the snapshot itself. */
export type Snapshot = {
  /** The snapshot's file inside the staging folder: `site.db` (SQLite) or `database.dump` (pg_dump's custom format). */
  file: string
  database: 'sqlite' | 'postgres'
  lastMigration: string | null
  /** Rows per table, every table of the site. */
  rows: Record<string, number>
  files: FileRef[]
}

const UPLOAD_TABLES: Record<string, string> = Object.fromEntries(Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [slug.replace(/-/g, '_'), prefix]))

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Rows per table, the files the upload tables name (the original and every resized copy) and the last migration. */
async function describe(query: Query, tables: string[], columnsOf: (table: string) => Promise<string[]>): Promise<Omit<Snapshot, 'file' | 'database'>> {
  const rows: Record<string, number> = {}
  for (const table of tables.sort()) {
    const [{ count }] = await query(`SELECT count(*) AS count FROM ${quoted(table)}`)
    rows[table] = Number(count)
  }
  const files: FileRef[] = []
  for (const [table, prefix] of Object.entries(UPLOAD_TABLES)) {
    if (!tables.includes(table)) continue
    for (const column of (await columnsOf(table)).filter((name) => /(^|_)filename$/.test(name))) {
      for (const row of await query(`SELECT ${quoted(column)} AS name FROM ${quoted(table)} WHERE ${quoted(column)} IS NOT NULL`)) {
        files.push({ prefix, name: String(row.name) })
      }
    }
  }
  const migrated = tables.includes('payload_migrations') ? await query(`SELECT max(name) AS name FROM payload_migrations WHERE name <> 'dev'`) : []
  const unique = new Map(files.map((file) => [`${file.prefix}/${file.name}`, file]))
  return { rows, files: [...unique.values()], lastMigration: (migrated[0]?.name as string | null | undefined) ?? null }
}

/**
 * SQLite's online backup: `VACUUM INTO` copies the database as one read transaction sees it, while the site keeps
 * writing (WAL mode), into a fresh, compact file. Never a file copy, which can catch a page half-written.
 */
export async function snapshotSqlite(databaseUrl: string, stagingDir: string): Promise<Snapshot> {
  const file = path.join(stagingDir, 'site.db')
  const live = createClient({ url: databaseUrl })
  try {
    await live.execute('PRAGMA busy_timeout = 10000')
    await live.execute({ sql: 'VACUUM INTO ?', args: [file] })
  } finally {
    live.close()
  }
  const copy = createClient({ url: `file:${file}` })
  try {
    const query: Query = async (sql, values = []) => (await copy.execute({ sql, args: values as never[] })).rows as unknown as Row[]
    const tables = (await query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)).map((row) => String(row.name))
    const columnsOf = async (table: string) => (await query(`SELECT name FROM pragma_table_info(?)`, [table])).map((row) => String(row.name))
    return { file: 'site.db', database: 'sqlite', ...(await describe(query, tables, columnsOf)) }
  } finally {
    copy.close()
  }
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot; pg_dump dumps exactly that snapshot while the
 * transaction reads the counts and file names from it, so the archive's files are the ones its rows name.
 */
export async function snapshotPostgres(databaseUrl: string, stagingDir: string): Promise<Snapshot> {
  const file = path.join(stagingDir, 'database.dump')
  const client = new PostgresClient({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows: exported } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const dumped = runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${exported[0].id}`, `--file=${file}`], databaseUrl)
    const query: Query = async (sql, values) => (await client.query(sql, values)).rows as Row[]
    const tables = (await query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`)).map((row) => String(row.tablename))
    const columnsOf = async (table: string) =>
      (await query(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`, [table])).map((row) => String(row.column_name))
    const described = await describe(query, tables, columnsOf)
    await dumped
    return { file: 'database.dump', database: 'postgres', ...described }
  } finally {
    await client.query('COMMIT').catch(() => undefined)
    await client.end()
  }
}

/** Runs pg_dump or pg_restore; rejects with what it said when it fails or is not installed. */
export function runPgTool(command: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  // The password goes by the environment, not the command line, which every user of the machine can list.
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], { stdio: ['ignore', 'ignore', 'pipe'], env })
    let said = ''
    child.stderr.on('data', (chunk) => (said += chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed: install PostgreSQL's client tools of the server's version (Debian: apt-get install postgresql-client).`) : error),
    )
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${said.trim().split('\n').slice(-3).join(' ')}`))))
  })
}
