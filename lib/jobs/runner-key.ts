import crypto from 'node:crypto'

import { payloadSecret } from '../env/secrets'

/** What the site's own job runner (lib/jobs/runner.ts) shows Payload's run endpoint: derived from the site's secret. */
export const runnerKey = (): string => crypto.createHmac('sha256', payloadSecret()).update('payload-jobs-runner').digest('base64url')

/** Whether a request to `/cms-api/payload-jobs/run` comes from the site's runner. */
export function fromRunner(headers: Headers): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? '')
  const expected = Buffer.from(runnerKey())
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
