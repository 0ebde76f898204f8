import type { TaskConfig } from 'payload'

/**
 * The daily backup: Payload's scheduler queues this task every hour and the site's runner runs it on one instance at
 * a time; it backs up when the hour in the settings has come (or when the last good backup is more than a day old,
 * so a missed or failed night is made up within the hour), then prunes the old archives (lib/backup/).
 */
export const dailyBackupTask: TaskConfig<'dailyBackup'> = {
  slug: 'dailyBackup',
  label: '매일 백업',
  retries: 0,
  schedule: [{ cron: '7 * * * *', queue: 'maintenance' }],
  outputSchema: [{ name: 'archive', type: 'text' }],
  handler: async ({ req }) => {
    const { runScheduledBackup } = await import('../../lib/backup/scheduled')
    return { output: { archive: (await runScheduledBackup(req.payload)) ?? '' } }
  },
}
