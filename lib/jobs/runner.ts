import crypto from 'node:crypto'

import { redisConnection, redisKeyPrefix } from '../redis/connection'
import { runnerKey } from './runner-key'

const everyMs = () => Math.max(1, Number(process.env.JOBS_RUN_EVERY_SECONDS) || 5) * 1000
const INSTANCE = crypto.randomUUID()
/** Extends the lease only while it is still this instance's, in one step (it may have expired and gone to another). */
const RENEW_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

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
    // Renewed while a run goes on too, so that no other instance starts one beside it.
    const leader = await holdsLease(interval * 3)
    if (running || !leader) return
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
    return (await redis.eval(RENEW_SCRIPT, { keys: [key], arguments: [INSTANCE, String(ms)] })) === 1
  } catch {
    return false
  }
}
