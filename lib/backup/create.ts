import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { databaseUrl, usesPostgres } from '@/cms/db'
import { UPLOAD_PREFIXES, type UploadCollection } from '@/cms/object-storage'
import { dataDir } from '@/cms/storage-paths'
import { encryptionKey } from '@/lib/env/secrets'
import { fileStore } from '@/lib/storage/file-store'

import { writeArchive, type ArchiveEntry } from './archive'
import { archiveName } from './names'
import { appVersion, MANIFEST_FORMAT, type Manifest } from './manifest'
import { backupDir, backupPassphrase, offsiteBucket } from './settings'
import { snapshotPostgres, snapshotSqlite, type FileRef, type Snapshot } from './snapshot'

export type BackupResult = { archive: string; bytes: number; manifest: Manifest; offsite: string | null; seconds: number }

const COLLECTION_OF = Object.fromEntries(Object.entries(UPLOAD_PREFIXES).map(([slug, prefix]) => [prefix, slug as UploadCollection]))

/** A stored file the snapshot names was not in storage: deleted after the snapshot (the next attempt will not name it), or lost. */
class MissingFile extends Error {}

/**
 * One consistent backup of the whole site while it serves: the database snapshot first, then exactly the stored
 * files that snapshot names (a file written after it belongs to a row the snapshot does not hold; a file deleted
 * after it makes the run start again from a new snapshot), the local secrets when the keys live there, and the
 * manifest; encrypted into one archive in BACKUP_DIR and copied to the off-site bucket when one is configured.
 */
export async function createBackup(now: () => Date = () => new Date()): Promise<BackupResult> {
  const started = Date.now()
  const passphrase = backupPassphrase()
  if (!passphrase) throw new Error('No backup passphrase: set BACKUP_PASSPHRASE, or start the site once to generate one.')
  const dir = backupDir()
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })
  const attempts = 3
  for (let attempt = 1; ; attempt += 1) {
    const staging = await fs.promises.mkdtemp(path.join(dir, '.staging-'))
    try {
      const snapshot = await (usesPostgres ? snapshotPostgres : snapshotSqlite)(databaseUrl, staging)
      const archive = path.join(dir, archiveName(now()))
      const missing: string[] = []
      const { bytes, manifest } = await writeArchive(archive, passphrase, entries(snapshot, staging, attempt === attempts ? missing : null), (files) => manifestOf(snapshot, files, missing))
      const offsite = await copyOffsite(archive)
      return { archive, bytes, manifest, offsite, seconds: (Date.now() - started) / 1000 }
    } catch (error) {
      if (!(error instanceof MissingFile) || attempt === attempts) throw error
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true })
    }
  }
}

/** Without the keys in the environment, they are in data/secrets.json, and the encrypted fields are unreadable without it. */
const secretsFile = () => {
  const file = path.join(dataDir, 'secrets.json')
  return (!process.env.PAYLOAD_SECRET || !process.env.ENCRYPTION_KEY) && fs.existsSync(file) ? file : null
}

async function* entries(snapshot: Snapshot, staging: string, missing: string[] | null): AsyncIterable<ArchiveEntry> {
  yield diskEntry(`database/${snapshot.file}`, path.join(staging, snapshot.file))
  const secrets = secretsFile()
  if (secrets) yield diskEntry('secrets/secrets.json', secrets)
  for (const file of snapshot.files) {
    const entry = await storedEntry(file)
    if (entry) yield entry
    else if (missing) missing.push(`${file.prefix}/${file.name}`)
    else throw new MissingFile(`${file.prefix}/${file.name}`)
  }
}

async function diskEntry(name: string, file: string): Promise<ArchiveEntry> {
  const { size } = await fs.promises.stat(file)
  return { name, size, open: async () => fs.createReadStream(file) }
}

async function storedEntry(file: FileRef): Promise<ArchiveEntry | null> {
  const content = await fileStore(COLLECTION_OF[file.prefix]).read(file.name)
  if (!content) return null
  return { name: `files/${file.prefix}/${path.basename(file.name)}`, size: content.size, open: async () => content.body as unknown as AsyncIterable<Uint8Array> }
}

function manifestOf(snapshot: Snapshot, files: Manifest['files'], missing: string[]): Manifest {
  const personalTables = ['applications', 'contact_messages', 'users', 'mail_outbox']
  return {
    format: MANIFEST_FORMAT,
    site: 'theology-school-site',
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    database: snapshot.database,
    lastMigration: snapshot.lastMigration,
    rows: snapshot.rows,
    missingFiles: missing,
    secrets: files.some((file) => file.name === 'secrets/secrets.json'),
    encryptionKeyId: encryptionKeyId(encryptionKey()),
    containsPersonalData: personalTables.some((table) => (snapshot.rows[table] ?? 0) > 0),
    files,
  }
}

export const encryptionKeyId = (key: Buffer) => crypto.createHash('sha256').update(key).digest('hex').slice(0, 16)

/** Copies the archive to the off-site bucket; the run fails (the local archive stays) when the bucket cannot be reached. */
async function copyOffsite(archive: string): Promise<string | null> {
  const bucket = offsiteBucket()
  if (!bucket) return null
  const Key = `${bucket.prefix}${path.basename(archive)}`
  const client = new S3Client(bucket.client)
  try {
    const { size } = await fs.promises.stat(archive)
    await client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key, Body: fs.createReadStream(archive), ContentLength: size }))
  } catch (error) {
    throw new Error(`The archive was written here but could not be copied to the backup bucket: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    client.destroy()
  }
  return `s3://${bucket.bucket}/${Key}`
}
