import type { TaskConfig } from 'payload'

/** When the destruction runs by itself: every night at 03:30 (server time), unless RETENTION_SCHEDULE names another cron. */
export const retentionSchedule = (env: Readonly<Record<string, string | undefined>> = process.env) => env.RETENTION_SCHEDULE?.trim() || '30 3 * * *'

/**
 * The nightly destruction of personal data past its retention period (lib/retention/), queued by
 * Payload's scheduler and run by the site itself. Not retried by the queue: what a run leaves is the
 * next run's work, and the register says so.
 */
export const destroyExpiredTask: TaskConfig<'destroyExpired'> = {
  slug: 'destroyExpired',
  label: '보관 기간이 지난 개인정보 파기',
  retries: 0,
  schedule: [{ cron: retentionSchedule(), queue: 'maintenance' }],
  outputSchema: [{ name: 'registerId', type: 'number' }],
  handler: async ({ req }) => {
    const { destroyExpired } = await import('../../lib/retention/destroy-expired')
    const outcome = await destroyExpired(req.payload, 'schedule')
    return { output: { registerId: outcome?.id ?? 0 } }
  },
}
