import type { JobsConfig } from 'payload'

import { fromRunner } from '../../lib/jobs/runner-key'
import { jobsWithStaffRules } from '../access/internal-collections'
import { staffMay } from '../access/roles'
import { announceResultsTask } from './announce-results'
import { dailyBackupTask } from './daily-backup'
import { destroyExpiredTask } from './destroy-expired'
import { indexDuePostsTask } from './index-due-posts'
import { revalidateContentTask } from './revalidate-content'

/**
 * Payload's jobs queue: the nightly destruction of expired personal data, the indexing of posts whose date has
 * come and the daily backup (their `schedule`), the mails of a round's results at its announcement, scheduled publishing
 * (`versions.drafts.schedulePublish` adds its own task), and the revalidation a script queues after writing content from
 * outside the site (the import of the old site).
 * Payload's cron (`autoRun`) is not used: a job's hooks revalidate Next.js's cache, which works only inside a request, so the site's runner (lib/jobs/runner.ts)
 * calls the run endpoint, which also queues what the schedules say is due, on one instance at a time.
 */
export const jobs: JobsConfig = {
  access: {
    run: ({ req }) => staffMay(req.user, 'payload-jobs', 'run') || fromRunner(req.headers),
    queue: ({ req }) => staffMay(req.user, 'payload-jobs', 'create'),
    cancel: ({ req }) => staffMay(req.user, 'payload-jobs', 'delete'),
  },
  jobsCollectionOverrides: jobsWithStaffRules,
  deleteJobOnComplete: true,
  tasks: [destroyExpiredTask, indexDuePostsTask, dailyBackupTask, revalidateContentTask, announceResultsTask],
}
