import path from 'node:path'

import type { CollectionAfterChangeHook, Plugin } from 'payload'

import { copyIntoReplica } from '../lib/replica/files'
import { REPLICA_PARTS, replicaTarget, type ReplicaTarget } from '../lib/replica/target'
import { s3Settings } from './object-storage'
import { dataDir } from './storage-paths'
import { UPLOAD_PREFIXES, type UploadCollection } from './upload-prefixes'

/**
 * Litestream replicates the database alone; each stored upload (and its resized copies) is copied into the replica
 * (REPLICA_URL's files/FOLDER/NAME) as it is written, before the request is answered, so a file and the row naming
 * it reach the replica within the same seconds. A file that cannot be copied never fails the upload: it is logged
 * and the next start's catch-up (scripts/lib/replica.mjs) copies it. Off with files in the site's bucket (S3_*), which
 * outlives the server by itself.
 */
const copyUploads =
  (target: ReplicaTarget, folder: string): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const sizes = Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null }>)
    const names = [doc.filename as string | undefined, ...sizes.map((size) => size.filename)].filter((name): name is string => Boolean(name))
    for (const name of names) {
      await copyIntoReplica(target, path.join(dataDir, folder, name), `${REPLICA_PARTS.files}/${folder}/${name}`).catch((error: Error) =>
        req.payload.logger.warn({ msg: `A stored file was not copied to the replica; the next start copies it (${error.message})` }),
      )
    }
    return doc
  }

/** REPLICA_URL read once with the config: a malformed one stops the start with its reason, as other settings do. */
export const replicateUploads: Plugin = (config) => {
  const target = replicaTarget()
  return s3Settings() || !target
    ? config
    : {
        ...config,
        collections: config.collections?.map((collection) =>
          collection.slug in UPLOAD_PREFIXES
            ? { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), copyUploads(target, UPLOAD_PREFIXES[collection.slug as UploadCollection])] } }
            : collection,
        ),
      }
}
