import fs from 'node:fs'
import path from 'node:path'

import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Client as PostgresClient } from 'pg'

import { databaseUrl, usesPostgres } from '@/cms/db'
import { migrations as postgresMigrations } from '@/cms/migrations/postgres'
import { migrations as sqliteMigrations } from '@/cms/migrations/sqlite'
import { s3Settings, UPLOAD_PREFIXES, type S3Settings } from '@/cms/object-storage'
import { dataDir } from '@/cms/storage-paths'

import { ArchiveError, readArchive } from './archive'
import { encryptionKeyId } from './create'
import { manifestProblem, type Manifest } from './manifest'
import { copySqliteIntoPostgres } from './move-to-postgres'
import { backupPassphrase } from './settings'
import { runPgTool } from './snapshot'

const FOLDERS = Object.values(UPLOAD_PREFIXES)

export class RestoreRefused extends Error {}

export type RestoreOptions = {
  force: boolean
  /** Applies the migrations and runs the destruction of expired data on the restored target, before the swap (a child process with its environment). */
  finish: (env: Record<string, string>) => Promise<void>
  /** Applies the migrations alone: the schema of a new, empty database (a child process with its environment). */
  migrate: (env: Record<string, string>) => Promise<void>
  log: (line: string) => void
}

export type RestoreResult = { manifest: Manifest; rows: number; files: number; bytes: number; seconds: number; keptAside: string | null }

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14)

/**
 * Restores an archive into the configured target (the SQLite file and upload folders in DATA_DIR, or the PostgreSQL
 * database and the bucket), in this order so that a failure at any step leaves the target as it was:
 * refuse a target that holds a site (unless forced); unpack and check the whole archive (passphrase, every file
 * against the manifest, the site, the migration, the key); build the new database and folders beside the old ones;
 * migrate them and destroy what is past its retention now; then swap them in, keeping the old ones aside.
 */
export async function restoreBackup(archive: string, options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now()
  const passphrase = backupPassphrase()
  if (!passphrase) throw new RestoreRefused('Set BACKUP_PASSPHRASE to the passphrase the archive was made with.')
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}.`)
  const live = await liveTarget()
  if (live && !options.force) throw new RestoreRefused(`The target already holds a site (${live}). Stop the site and run again with --force to replace it; the current data is kept aside.`)

  // Inside DATA_DIR, so that the staged files reach their place by rename (same file system).
  const work = path.join(dataDir, `.restoring-${stamp()}-${process.pid}`)
  await fs.promises.mkdir(work, { recursive: true, mode: 0o700 })
  try {
    options.log('Checking the archive...')
    const unpacked = path.join(work, 'archive')
    const { manifest: read, files } = await readArchive(archive, passphrase, unpacked)
    const manifest = checkedManifest(read, unpacked)
    const staged = path.join(work, 'data')
    await stageFolders(unpacked, staged, manifest)
    const bytes = files.reduce((sum, file) => sum + file.size, 0)
    const fileCount = files.filter((file) => file.name.startsWith('files/')).length

    options.log(`Archive of ${manifest.createdAt} checked: restoring ${fileCount} files...`)
    const env = { DATA_DIR: staged, BACKUP_PASSPHRASE: passphrase }
    let keptAside: string | null
    const settings = s3Settings()
    if (!usesPostgres) {
      await options.finish({ ...env, DATABASE_URL: `file:${path.join(staged, 'site.db')}` })
      keptAside = await swapIntoDataDir(staged, ['site.db', ...FOLDERS, 'secrets.json'])
    } else if (manifest.database === 'sqlite') {
      if (settings) await uploadFiles(settings, path.join(unpacked, 'files'))
      keptAside = await moveIntoPostgres(path.join(staged, 'site.db'), env, options)
    } else {
      keptAside = await intoNewDatabase('restoring', async (staging) => {
        await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', path.join(unpacked, 'database', 'database.dump')], staging)
        if (settings) await uploadFiles(settings, path.join(unpacked, 'files'))
        await options.finish({ ...env, DATABASE_URL: staging })
      })
    }
    if (usesPostgres) {
      const folders = settings ? [] : [...FOLDERS]
      const aside = await swapIntoDataDir(staged, [...folders, 'secrets.json'])
      keptAside = [keptAside, aside].filter(Boolean).join(' and ') || null
    }
    const rows = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0)
    return { manifest, rows, files: fileCount, bytes, seconds: (Date.now() - started) / 1000, keptAside }
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true })
  }
}

/**
 * A SQLite archive restored into PostgreSQL: the archive's database brought up to this version and past its
 * destruction in SQLite, a new PostgreSQL database made by this version's migrations alone, every row copied across,
 * and that database swapped in. Returns what was kept aside.
 */
async function moveIntoPostgres(sqliteFile: string, env: Record<string, string>, options: RestoreOptions): Promise<string | null> {
  await options.finish({ ...env, DATABASE_URL: `file:${sqliteFile}` })
  return intoNewDatabase('moving', async (staging) => {
    await options.migrate({ ...env, DATABASE_URL: staging })
    options.log(`Copied ${await copySqliteIntoPostgres(sqliteFile, staging)} rows from SQLite into PostgreSQL.`)
  })
}

/**
 * Fills a new PostgreSQL database beside the target (`fill` gets its address) and swaps it into the target's name;
 * the new database is dropped when anything fails, leaving the target as it was. Returns what was kept aside.
 */
async function intoNewDatabase(purpose: string, fill: (staging: string) => Promise<void>): Promise<string | null> {
  const stagingName = `${new URL(databaseUrl).pathname.slice(1)}_${purpose}_${stamp()}`.slice(0, 63)
  await admin(databaseUrl, (client) => client.query(`CREATE DATABASE ${quoted(stagingName)}`))
  try {
    await fill(withDatabase(databaseUrl, stagingName))
    return await swapDatabase(databaseUrl, stagingName)
  } catch (error) {
    await admin(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(stagingName)}`)).catch(() => undefined)
    throw error
  }
}

/** The manifest, when this code can restore it: the same database, a migration this code has, the key the data needs. */
function checkedManifest(read: unknown, unpacked: string): Manifest {
  const problem = manifestProblem(read)
  if (problem) throw new ArchiveError(problem)
  const manifest = read as Manifest
  // SQLite to PostgreSQL is the move a growing site makes (docs/operations.md); the way back is not offered.
  if (manifest.database === 'postgres' && !usesPostgres) {
    throw new RestoreRefused('The archive holds a PostgreSQL database and this site is configured for SQLite: set DATABASE_URL to a PostgreSQL database to restore it.')
  }
  const known = ((manifest.database === 'postgres' ? postgresMigrations : sqliteMigrations) as { name: string }[]).map((migration) => migration.name)
  if (manifest.lastMigration && !known.includes(manifest.lastMigration)) {
    throw new RestoreRefused(`The archive was made by a newer version of the site (migration ${manifest.lastMigration}, version ${manifest.appVersion}); install that version or newer to restore it.`)
  }
  const archivedSecrets = path.join(unpacked, 'secrets', 'secrets.json')
  const key = process.env.ENCRYPTION_KEY || (fs.existsSync(archivedSecrets) ? (JSON.parse(fs.readFileSync(archivedSecrets, 'utf8')) as { encryptionKey: string }).encryptionKey : '')
  if (!key) throw new RestoreRefused('The archive holds no keys (they were in the environment when it was made): set ENCRYPTION_KEY and PAYLOAD_SECRET to those values.')
  if (encryptionKeyId(Buffer.from(key, 'base64')) !== manifest.encryptionKeyId) {
    throw new RestoreRefused('ENCRYPTION_KEY is not the key this archive’s encrypted fields were written with: set it to the value the site had when the archive was made.')
  }
  return manifest
}

/** The restored data laid out as DATA_DIR holds it: site.db, media/, files/, private/, secrets.json. */
async function stageFolders(unpacked: string, staged: string, manifest: Manifest) {
  await fs.promises.mkdir(staged, { recursive: true, mode: 0o700 })
  for (const folder of FOLDERS) {
    const from = path.join(unpacked, 'files', folder)
    if (fs.existsSync(from)) await fs.promises.cp(from, path.join(staged, folder), { recursive: true })
    else await fs.promises.mkdir(path.join(staged, folder), { mode: 0o700 })
  }
  if (manifest.secrets) await fs.promises.copyFile(path.join(unpacked, 'secrets', 'secrets.json'), path.join(staged, 'secrets.json'))
  if (manifest.database === 'sqlite') await fs.promises.rename(path.join(unpacked, 'database', 'site.db'), path.join(staged, 'site.db'))
}

/**
 * Moves the staged entries into DATA_DIR, each present one first moved into DATA_DIR/before-restore-TIME/ (with
 * SQLite's -wal and -shm files, which belong to the old database only). Everything else in DATA_DIR (the archives,
 * the passphrase) stays. Returns the folder kept aside, or null when there was nothing to keep.
 */
export async function swapIntoDataDir(staged: string, names: string[]): Promise<string | null> {
  await fs.promises.mkdir(dataDir, { recursive: true, mode: 0o700 })
  const aside = path.join(dataDir, `before-restore-${stamp()}`)
  const moved: string[] = []
  const present = (name: string) => fs.existsSync(path.join(dataDir, name))
  const old = names.flatMap((name) => (name === 'site.db' ? [name, `${name}-wal`, `${name}-shm`] : [name])).filter(present)
  if (old.length > 0) await fs.promises.mkdir(aside, { mode: 0o700 })
  try {
    for (const name of old) {
      await fs.promises.rename(path.join(dataDir, name), path.join(aside, name))
      moved.push(name)
    }
    for (const name of names.filter((entry) => fs.existsSync(path.join(staged, entry)))) await fs.promises.rename(path.join(staged, name), path.join(dataDir, name))
  } catch (error) {
    for (const name of moved) await fs.promises.rename(path.join(aside, name), path.join(dataDir, name)).catch(() => undefined)
    throw error
  }
  return old.length > 0 ? aside : null
}

const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

const withDatabase = (url: string, name: string) => {
  const next = new URL(url)
  next.pathname = `/${name}`
  return next.toString()
}

/** Work on the server's maintenance database (`postgres`), where databases are created, renamed and dropped. */
async function admin<T>(url: string, work: (client: PostgresClient) => Promise<T>): Promise<T> {
  const client = new PostgresClient({ connectionString: withDatabase(url, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Renames the live database aside (when it exists) and the restored one into its name. */
async function swapDatabase(url: string, stagingName: string): Promise<string | null> {
  const name = new URL(url).pathname.slice(1)
  return admin(url, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>('SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS exists', [name])
    const aside = `${name}_before_restore_${stamp()}`.slice(0, 63)
    try {
      if (rows[0].exists) await client.query(`ALTER DATABASE ${quoted(name)} RENAME TO ${quoted(aside)}`)
    } catch (error) {
      throw new RestoreRefused(`The database ${name} is in use (${error instanceof Error ? error.message : String(error)}): stop every instance of the site first.`)
    }
    await client.query(`ALTER DATABASE ${quoted(stagingName)} RENAME TO ${quoted(name)}`)
    return rows[0].exists ? `database ${aside}` : null
  })
}

/** Puts the archive's files into the site's bucket under their folders (keys the restored database names). */
async function uploadFiles(settings: S3Settings, filesDir: string) {
  const client = new S3Client(settings.client)
  try {
    for (const folder of FOLDERS) {
      const dir = path.join(filesDir, folder)
      for (const name of fs.existsSync(dir) ? await fs.promises.readdir(dir) : []) {
        const file = path.join(dir, name)
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: `${folder}/${name}`, Body: fs.createReadStream(file), ContentLength: (await fs.promises.stat(file)).size }))
      }
    }
  } finally {
    client.destroy()
  }
}

/** What makes the configured target hold a site already, in a few words, or null when it is empty. */
export async function liveTarget(): Promise<string | null> {
  if (usesPostgres) {
    const tables = await new Promise<number>((resolve, reject) => {
      const client = new PostgresClient({ connectionString: databaseUrl })
      client
        .connect()
        .then(() => client.query<{ count: string }>(`SELECT count(*) FROM pg_tables WHERE schemaname = current_schema()`))
        .then(({ rows }) => resolve(Number(rows[0].count)), (error: { code?: string }) => (error.code === '3D000' ? resolve(0) : reject(error)))
        .finally(() => client.end().catch(() => undefined))
    })
    if (tables > 0) return `the database has ${tables} tables`
  } else {
    const db = path.join(dataDir, 'site.db')
    if (fs.existsSync(db) && fs.statSync(db).size > 0) return `${db} exists`
  }
  const settings = s3Settings()
  if (settings) {
    const client = new S3Client(settings.client)
    try {
      for (const folder of FOLDERS) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: `${folder}/`, MaxKeys: 1 }))
        if ((page.KeyCount ?? 0) > 0) return `the bucket ${settings.bucket} holds files`
      }
    } finally {
      client.destroy()
    }
  } else {
    const filled = FOLDERS.find((folder) => fs.existsSync(path.join(dataDir, folder)) && fs.readdirSync(path.join(dataDir, folder)).length > 0)
    if (filled) return `${path.join(dataDir, filled)} holds files`
  }
  return null
}
