import crypto from 'node:crypto'

import { redisConnection, redisKeyPrefix } from '../redis/connection'
import { runnerKey } from './runner-key'

const everyMs = () => Math.max(1, Number(process.env.JOBS_RUN_EVERY_SECONDS) || 5) * 1000
const INSTANCE = crypto.randomUUID()

/**
 * Runs Payload's queued jobs (scheduled publishing) every few seconds through the run endpoint, so that they run
 * inside a request, where their hooks can revalidate the cache. With Redis, the instance that holds a short lease
 * runs them and the others wait; without it this process is the only instance.
 */
export function startJobRunner() {
  const interval = everyMs()
  const url = `http://127.0.0.1:${process.env.PORT || 3000}/cms-api/payload-jobs/run?allQueues=true`
  let running = false
  const tick = async () => {
    if (running || !(await holdsLease(interval * 3))) return
    running = true
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${runnerKey()}` }, signal: AbortSignal.timeout(interval * 10) })
      await response.body?.cancel()
      if (!response.ok) console.error(`[site] Running queued jobs answered ${response.status}.`)
    } catch (error) {
      console.error('[site] Running queued jobs failed:', error instanceof Error ? error.message : error)
    } finally {
      running = false
    }
  }
  setInterval(() => void tick(), interval).unref()
}

/** Takes or renews the runner's lease in Redis; false while another instance holds it or Redis is away. */
async function holdsLease(ms: number): Promise<boolean> {
  const redis = redisConnection()
  if (!redis) return true
  const key = `${redisKeyPrefix()}jobs-runner`
  try {
    if ((await redis.set(key, INSTANCE, { NX: true, PX: ms })) === 'OK') return true
    if ((await redis.get(key)) !== INSTANCE) return false
    await redis.pExpire(key, ms)
    return true
  } catch {
    return false
  }
}
