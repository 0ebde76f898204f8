import type { JobsConfig } from 'payload'

import { userIsAdmin } from '../access/is-admin'
import { destroyExpiredTask } from './destroy-expired'

/**
 * Payload's jobs queue, run by the site itself: each instance's cron (started with the site, see
 * lib/server-start.ts) queues the scheduled tasks and runs what is due. The queue may hand one job to
 * two instances at once, so each task guards its own work (lib/retention/claim.ts).
 */
export const jobs: JobsConfig = {
  tasks: [destroyExpiredTask],
  autoRun: [{ cron: '* * * * *', queue: 'maintenance', limit: 5 }],
  deleteJobOnComplete: true,
  access: { queue: ({ req }) => userIsAdmin(req.user), run: ({ req }) => userIsAdmin(req.user), cancel: ({ req }) => userIsAdmin(req.user) },
}
