import fs from 'node:fs'
import path from 'node:path'

import { redisConnection, redisKeyPrefix, type RedisConnection } from '../redis/connection'
import type { BackupRun, BackupStatus } from './rules'
import { backupDir } from './settings'

const statusFile = () => path.join(backupDir(), 'status.json')
const statusKey = () => `${redisKeyPrefix()}backup-status`
const NONE: BackupStatus = { lastRun: null, lastGood: null }

/** The shared Redis when one is set and answers within a moment (a script that has just started is still connecting). */
async function sharedRedis(): Promise<RedisConnection | null> {
  const redis = redisConnection()
  if (!redis || redis.isReady) return redis
  await Promise.race([new Promise((ready) => redis.once('ready', ready)), new Promise((late) => setTimeout(late, 2_000))])
  return redis.isReady ? redis : null
}

const parsed = (text: string | null | undefined): BackupStatus | null => {
  try {
    return text ? (JSON.parse(text) as BackupStatus) : null
  } catch {
    return null
  }
}

const newer = (a: BackupStatus | null, b: BackupStatus | null): BackupStatus => {
  if (!a || !b) return a ?? b ?? NONE
  return (a.lastRun?.at ?? '') >= (b.lastRun?.at ?? '') ? a : b
}

/**
 * The last run and the last good one: from this instance's BACKUP_DIR, and, where several instances share a Redis,
 * from there too (the daily backup runs on one instance; every instance's dashboard and readiness must see it),
 * whichever is newer.
 */
export async function readBackupStatus(): Promise<BackupStatus> {
  const local = parsed(await fs.promises.readFile(statusFile(), 'utf8').catch(() => null))
  const redis = await sharedRedis()
  const shared = redis ? parsed(await redis.get(statusKey()).catch(() => null)) : null
  return newer(local, shared)
}

/** Records a run: the file written to a temporary name and renamed so a reader never sees half of it, and the shared copy. */
export async function recordBackupRun(run: BackupRun): Promise<void> {
  const previous = await readBackupStatus()
  const status: BackupStatus = { lastRun: run, lastGood: run.ok ? run : previous.lastGood }
  const text = JSON.stringify(status, null, 2)
  await fs.promises.mkdir(backupDir(), { recursive: true, mode: 0o700 })
  const temporary = `${statusFile()}.${process.pid}.tmp`
  await fs.promises.writeFile(temporary, text, { mode: 0o600 })
  await fs.promises.rename(temporary, statusFile())
  // The file above stays the word of this instance when Redis is away.
  await (await sharedRedis())?.set(statusKey(), text).catch(() => undefined)
}
