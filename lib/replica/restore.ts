import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { usesPostgres } from '@/cms/db'
import { UPLOAD_PREFIXES } from '@/cms/object-storage'
import { dataDir } from '@/cms/storage-paths'

import { liveTarget, RestoreRefused, swapIntoDataDir } from '../backup/restore'
import { createClient } from '@libsql/client'

import { readFromReplica } from './files'
import { kst, parseInstant } from './instant'
import { restorePostgresFromReplica } from './restore-postgres'
import { litestreamBinary, writeLitestreamConfig } from './litestream.mjs'
import { REPLICA_PARTS, replicaTarget } from './target'

const run = promisify(execFile)
const FOLDERS = Object.values(UPLOAD_PREFIXES)

export type ReplicaRestoreOptions = {
  /** The instant to restore (`--at`), or undefined for the newest the replica holds. */
  at?: string
  force: boolean
  finish: (env: Record<string, string>) => Promise<void>
  log: (line: string) => void
}

export type ReplicaRestoreResult = { range: { first: Date; last: Date }; at: Date | null; /** Null for PostgreSQL, whose files are the bucket's (or stay in DATA_DIR). */ files: number | null; missing: number; seconds: number; keptAside: string | null }

/** The `created` column of `litestream snapshots` or `litestream wal`. */
async function listed(command: 'snapshots' | 'wal', config: string, dbPath: string): Promise<Date[]> {
  const { stdout } = await run(litestreamBinary(), [command, '-config', config, dbPath])
  return stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => new Date(line.trim().split(/\s+/).at(-1)!))
    .filter((date) => !Number.isNaN(date.getTime()))
}

/** Each stored file's name the database at `dbFile` names, under its folder (`private/…`), from every upload table's *filename columns. */
async function namedFiles(dbFile: string): Promise<string[]> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    const names: string[] = []
    for (const [collection, folder] of Object.entries(UPLOAD_PREFIXES)) {
      const table = collection.replace(/-/g, '_')
      const columns = (await client.execute(`SELECT name FROM pragma_table_info('${table}')`)).rows.map((row) => String(row.name)).filter((name) => /(^|_)filename$/.test(name))
      for (const column of columns) {
        const rows = await client.execute(`SELECT "${column}" AS name FROM "${table}" WHERE "${column}" IS NOT NULL`)
        names.push(...rows.rows.map((row) => `${folder}/${String(row.name)}`))
      }
    }
    return names
  } finally {
    client.close()
  }
}

/** Copies the keys and every file the restored database names from the replica into `staged`; returns how many files and which were missing. */
async function fetchFiles(target: NonNullable<ReturnType<typeof replicaTarget>>, dbFile: string, staged: string) {
  const secrets = await readFromReplica(target, REPLICA_PARTS.secrets)
  if (secrets) await fs.promises.writeFile(path.join(staged, 'secrets.json'), secrets, { mode: 0o600 })
  for (const folder of FOLDERS) await fs.promises.mkdir(path.join(staged, folder), { recursive: true, mode: 0o700 })
  const missing: string[] = []
  let copied = 0
  for (const name of await namedFiles(dbFile)) {
    const bytes = await readFromReplica(target, `${REPLICA_PARTS.files}/${name}`)
    if (!bytes) missing.push(name)
    else {
      await fs.promises.writeFile(path.join(staged, name), bytes, { mode: 0o600 })
      copied += 1
    }
  }
  return { copied, missing }
}

/**
 * `npm run restore -- --from-replica [--at TIME]`: on PostgreSQL, lib/replica/restore-postgres.ts. The SQLite database as the replica (REPLICA_URL) holds it, newest
 * or at an instant within its range, with the keys and the stored files it names, built beside DATA_DIR, brought up
 * to this version and past its destruction run, then swapped in (what it replaced kept aside), like an archive's restore.
 */
export async function restoreFromReplica(options: ReplicaRestoreOptions): Promise<ReplicaRestoreResult> {
  const started = Date.now()
  const target = replicaTarget()
  if (!target) throw new RestoreRefused('Set REPLICA_URL to the replica to restore from (file:///path or s3://bucket/prefix).')
  const at = options.at === undefined ? null : parseInstant(options.at)
  if (options.at !== undefined && !at) throw new RestoreRefused(`--at takes "YYYY-MM-DD HH:MM:SS" (KST) or an ISO instant with its zone, not "${options.at}".`)
  if (usesPostgres) return restorePostgresFromReplica(target, { ...options, at, atText: options.at })
  const live = await liveTarget()
  if (live && !options.force) throw new RestoreRefused(`The target already holds a site (${live}). Stop the site and run again with --force to replace it; the current data is kept aside.`)

  const work = path.join(dataDir, `.restoring-${Date.now()}-${process.pid}`)
  await fs.promises.mkdir(work, { recursive: true, mode: 0o700 })
  try {
    const dbPath = path.join(dataDir, 'site.db')
    const config = writeLitestreamConfig(target, dbPath, work)
    const snapshots = await listed('snapshots', config, dbPath)
    if (snapshots.length === 0) throw new RestoreRefused(`The replica ${target.shown} holds no database yet.`)
    const times = [...snapshots, ...(await listed('wal', config, dbPath))].map((date) => date.getTime())
    const range = { first: new Date(Math.min(...times)), last: new Date(Math.max(...times)) }
    // Litestream lists times to the second: the first second counts whole.
    if (at && (at.getTime() < range.first.getTime() || at.getTime() > Date.now())) {
      throw new RestoreRefused(`${options.at} is outside what the replica holds: from ${kst(range.first)} (${range.first.toISOString()}) to now (last change copied ${kst(range.last)}).`)
    }

    const staged = path.join(work, 'data')
    await fs.promises.mkdir(staged, { mode: 0o700 })
    options.log(`Restoring the database ${at ? `as it was at ${kst(at)}` : 'as the replica last holds it'} from ${target.shown}...`)
    await run(litestreamBinary(), ['restore', '-config', config, '-o', path.join(staged, 'site.db'), ...(at ? ['-timestamp', at.toISOString()] : []), dbPath])
    const files = await fetchFiles(target, path.join(staged, 'site.db'), staged)
    if (files.missing.length > 0) options.log(`${files.missing.length} files the database names are not in the replica (written before replication began?): ${files.missing.slice(0, 5).join(', ')}${files.missing.length > 5 ? ', …' : ''}`)
    await options.finish({ DATA_DIR: staged, DATABASE_URL: `file:${path.join(staged, 'site.db')}` })
    const keptAside = await swapIntoDataDir(staged, ['site.db', ...FOLDERS, 'secrets.json'])
    return { range, at, files: files.copied, missing: files.missing.length, seconds: (Date.now() - started) / 1000, keptAside }
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true })
  }
}
