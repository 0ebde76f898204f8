import type { TaskConfig } from 'payload'

/**
 * The mails of a round's results (lib/admissions/announce.ts), queued for the announcement's instant when the round is
 * saved and at once when a result changes after it. Retried with growing pauses while a mail fails (the SMTP server
 * away); the mails that went out are not sent again.
 */
export const announceResultsTask: TaskConfig<'announceResults'> = {
  slug: 'announceResults',
  label: '합격자 발표 메일 보내기',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'round', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ input, req }) => {
    const { mailDueResults } = await import('../../lib/admissions/announce')
    return { output: await mailDueResults(req.payload, input.round, { origin: new URL(req.url ?? 'http://localhost').origin }) }
  },
}
