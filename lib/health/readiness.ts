import fs from 'node:fs'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { s3Settings } from '@/cms/object-storage'
import { mediaDir } from '@/cms/storage-paths'

import { backupHealth } from '../backup/rules'
import { readBackupStatus } from '../backup/status'
import { readReplicaState, type ReplicaHealth } from '../replica/status'
import { payloadClient } from '../payload/client'
import { checkHealth } from './check'

export type Readiness = {
  status: 'ready' | 'degraded' | 'unavailable'
  database: 'ok' | 'unreachable'
  redis: 'ok' | 'unreachable' | 'off'
  storage: 'ok' | 'unreachable'
  /** Queued jobs (scheduled publishing, destruction, backups) that should have run more than ten minutes ago. */
  jobs: 'ok' | 'overdue' | 'unknown'
  backup: 'ok' | 'stale' | 'failed'
  /** Continuous replication (REPLICA_URL): `off` when not set up. */
  replica: ReplicaHealth
}

const OVERDUE_MS = 10 * 60_000

/**
 * What an operator's monitor asks: whether each part the site leans on works, in words only (no hosts, paths or
 * versions). `unavailable` when the database does not answer (the instance cannot serve), `degraded` when anything
 * else is wrong (it serves, but someone should look).
 */
export async function checkReadiness(now = new Date()): Promise<Readiness> {
  const [live, storage, jobs, status, replicaState] = await Promise.all([checkHealth(), storageState(), overdueJobs(now), readBackupStatus(), readReplicaState(now)])
  const backup = backupHealth(status, now)
  const replica = replicaState.health
  const parts = { database: live.database, redis: live.redis, storage, jobs, backup, replica }
  const fine = live.redis !== 'unreachable' && storage === 'ok' && jobs === 'ok' && backup === 'ok' && (replica === 'ok' || replica === 'off')
  return { status: live.database !== 'ok' ? 'unavailable' : fine ? 'ready' : 'degraded', ...parts }
}

async function storageState(): Promise<Readiness['storage']> {
  const settings = s3Settings()
  if (!settings) {
    return fs.promises.access(mediaDir, fs.constants.W_OK).then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    )
  }
  const client = new S3Client({ ...settings.client, maxAttempts: 1 })
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(3_000) })
    return 'ok'
  } catch {
    return 'unreachable'
  } finally {
    client.destroy()
  }
}

async function overdueJobs(now: Date): Promise<Readiness['jobs']> {
  const due = new Date(now.getTime() - OVERDUE_MS).toISOString()
  try {
    const payload = await payloadClient()
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      overrideAccess: true,
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { or: [{ waitUntil: { less_than: due } }, { and: [{ waitUntil: { exists: false } }, { createdAt: { less_than: due } }] }] },
        ],
      },
    })
    return totalDocs > 0 ? 'overdue' : 'ok'
  } catch {
    return 'unknown'
  }
}
