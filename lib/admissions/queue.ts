import type { Payload, PayloadRequest } from 'payload'

export const ANNOUNCE_TASK = 'announceResults'
export const ADMISSIONS_QUEUE = 'admissions'

/**
 * Queues the mailing of a round's results for `at` (its announcement, or now after a late change): the site's runner
 * (lib/jobs/runner.ts) runs it within seconds of that instant, and the queue retries it while mails fail.
 */
export async function queueResultMails(payload: Payload, round: number, at: Date, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: ANNOUNCE_TASK, input: { round }, queue: ADMISSIONS_QUEUE, waitUntil: at, req })
}
