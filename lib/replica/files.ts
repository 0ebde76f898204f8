// The replica's own files beside Litestream's database: the keys (secrets.json) and each stored upload, copied as
// they are written (cms/replicate-uploads.ts), since Litestream replicates the database alone.
import fs from 'node:fs'
import path from 'node:path'

import type { ReplicaTarget } from './target'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

const TIMEOUT_MS = 5_000

/** The backup bucket's client from BACKUP_S3_* (as lib/backup/settings.ts reads them). */
function replicaS3Client(env: Readonly<Record<string, string | undefined>> = process.env) {
  return new S3Client({
    region: env.BACKUP_S3_REGION || 'us-east-1',
    ...(env.BACKUP_S3_ENDPOINT ? { endpoint: env.BACKUP_S3_ENDPOINT } : {}),
    forcePathStyle: /^(1|true)$/i.test(env.BACKUP_S3_FORCE_PATH_STYLE ?? ''),
    ...(env.BACKUP_S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? '' } } : {}),
    maxAttempts: 1,
  })
}

const keyOf = (target: Extract<ReplicaTarget, { kind: 's3' }>, name: string) => [target.prefix, name].filter(Boolean).join('/')

/** Copies the file at `file` into the replica under `name` (`secrets.json`, `files/private/…`), whole or not at all. */
export async function copyIntoReplica(target: ReplicaTarget, file: string, name: string): Promise<void> {
  if (target.kind === 'file') {
    const to = path.join(target.path, name)
    await fs.promises.mkdir(path.dirname(to), { recursive: true, mode: 0o700 })
    await fs.promises.copyFile(file, `${to}.tmp`)
    await fs.promises.rename(`${to}.tmp`, to)
    return
  }
  const client = replicaS3Client()
  try {
    await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: keyOf(target, name), Body: await fs.promises.readFile(file) }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) })
  } finally {
    client.destroy()
  }
}

/** The bytes the replica holds under `name`, or null when it holds none. */
export async function readFromReplica(target: ReplicaTarget, name: string): Promise<Buffer | null> {
  if (target.kind === 'file') return fs.promises.readFile(path.join(target.path, name)).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)))
  const client = replicaS3Client()
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key: keyOf(target, name) }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch (error) {
    if ((error as Error)?.name === 'NoSuchKey') return null
    throw error
  } finally {
    client.destroy()
  }
}

/** The names the replica holds under `prefix` (`files/private/`). */
async function replicaNames(target: ReplicaTarget, prefix: string): Promise<Set<string>> {
  if (target.kind === 'file') return new Set(await fs.promises.readdir(path.join(target.path, prefix)).catch((): string[] => []))
  const client = replicaS3Client()
  const names = new Set<string>()
  try {
    let token: string | undefined
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: keyOf(target, prefix), ContinuationToken: token }), { abortSignal: AbortSignal.timeout(TIMEOUT_MS) })
      for (const object of page.Contents ?? []) names.add(object.Key!.split('/').at(-1)!)
      token = page.NextContinuationToken
    } while (token)
  } finally {
    client.destroy()
  }
  return names
}

/**
 * Copies each stored file of DATA_DIR's `folders` the replica lacks: those written before replication was set up,
 * or while the replica did not answer. Returns how many were copied.
 */
export async function catchUpFiles(target: ReplicaTarget, dataDir: string, folders: string[]): Promise<number> {
  let copied = 0
  for (const folder of folders) {
    const held = await replicaNames(target, `files/${folder}/`.replace(/\/$/, target.kind === 'file' ? '' : '/'))
    for (const name of await fs.promises.readdir(path.join(dataDir, folder)).catch((): string[] => [])) {
      if (held.has(name)) continue
      await copyIntoReplica(target, path.join(dataDir, folder, name), `files/${folder}/${name}`)
      copied += 1
    }
  }
  return copied
}
