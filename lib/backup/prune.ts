import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { archivesToKeep, type Keep } from './keep'
import { archiveTime } from './names'
import { backupDir, backupKeep, offsiteBucket } from './settings'

/** A place archives are kept: BACKUP_DIR, or the backup bucket. */
type Target = { where: string; list: () => Promise<string[]>; remove: (name: string) => Promise<void> }

function targets(): Target[] {
  const dir = backupDir()
  const local: Target = {
    where: 'BACKUP_DIR',
    list: async () => (await fs.promises.readdir(dir).catch(() => [])).filter((name) => archiveTime(name)),
    remove: (name) => fs.promises.rm(path.join(dir, name), { force: true }),
  }
  const bucket = offsiteBucket()
  if (!bucket) return [local]
  const client = new S3Client(bucket.client)
  const remote: Target = {
    where: `s3://${bucket.bucket}/${bucket.prefix}`,
    list: async () => {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: bucket.prefix, ContinuationToken }))
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(bucket.prefix.length))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names.filter((name) => archiveTime(name))
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: `${bucket.prefix}${name}` }))
    },
  }
  return [local, remote]
}

export type PruneOutcome = { deleted: number; failed: number; problems: string[] }

/** Deletes the archives the keep rule lets go, on every target; what could not be deleted is counted and said. */
export async function pruneArchives(keep: Keep = backupKeep()): Promise<PruneOutcome> {
  const outcome: PruneOutcome = { deleted: 0, failed: 0, problems: [] }
  for (const target of targets()) {
    let names: string[]
    try {
      names = await target.list()
    } catch (error) {
      outcome.problems.push(`${target.where}: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    const kept = archivesToKeep(names, keep)
    for (const name of names.filter((entry) => !kept.has(entry))) {
      try {
        await target.remove(name)
        outcome.deleted += 1
      } catch (error) {
        outcome.failed += 1
        outcome.problems.push(`${target.where}/${name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  return outcome
}
