import type { JobsConfig } from 'payload'

import { fromRunner } from '../../lib/jobs/runner-key'
import { userIsAdmin } from '../access/is-admin'
import { announceResultsTask } from './announce-results'
import { dailyBackupTask } from './daily-backup'
import { destroyExpiredTask } from './destroy-expired'
import { indexDuePostsTask } from './index-due-posts'

/**
 * Payload's jobs queue: the nightly destruction of expired personal data, the indexing of posts whose date has
 * come and the daily backup (their `schedule`), the mails of a round's results at its announcement, and scheduled publishing (`versions.drafts.schedulePublish` adds its own task).
 * Payload's cron (`autoRun`) is not used: a job's hooks revalidate Next.js's cache, which works only inside a request, so the site's runner (lib/jobs/runner.ts)
 * calls the run endpoint, which also queues what the schedules say is due, on one instance at a time.
 */
export const jobs: JobsConfig = {
  access: {
    run: ({ req }) => userIsAdmin(req.user) || fromRunner(req.headers),
    queue: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
  deleteJobOnComplete: true,
  tasks: [destroyExpiredTask, indexDuePostsTask, dailyBackupTask, announceResultsTask],
}
