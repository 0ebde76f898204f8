import type { Payload } from 'payload'

import { isValidationErrorOn } from '../payload/errors'
import type { RunTrigger } from './kinds'

const LOCK = 'destroy-expired'
/** Longer than any run: a line still holding the lock after this was left by a process that died. */
const STALE_MS = 60 * 60 * 1000

/**
 * Starts a run by adding its register line with the unique run lock. Of several instances starting at
 * once (the jobs queue does not promise one: it picks its jobs by a read and then a write), one
 * creates the line; the others meet the unique index and get null. Through the database every
 * instance shares, so it holds with and without Redis.
 */
export async function claimRun(payload: Payload, trigger: RunTrigger, now: Date): Promise<number | null> {
  await payload.update({
    collection: 'destruction-register',
    where: { and: [{ runLock: { equals: LOCK } }, { startedAt: { less_than: new Date(now.getTime() - STALE_MS).toISOString() } }] },
    data: { runLock: null, status: 'interrupted', finishedAt: now.toISOString() },
    overrideAccess: true,
  })
  try {
    const line = await payload.create({
      collection: 'destruction-register',
      data: { startedAt: now.toISOString(), trigger, status: 'running', runLock: LOCK, destroyed: 0, failed: 0 },
      overrideAccess: true,
    })
    return line.id
  } catch (error) {
    if (isValidationErrorOn(error, ['runLock', 'run_lock'])) return null
    throw error
  }
}
