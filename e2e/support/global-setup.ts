import fs from 'node:fs'

import { startSite, stopSite } from '../../tests/setup/site-server'
import { ADMIN, forgetAdminSession } from './forms'
import { provisionRecoveryCodes } from './recovery-codes'
import { E2E_SERVER_INFO_FILE } from './site-info'

/**
 * Starts the built site on a fresh database for the browser tests, unless E2E_BASE_URL names a running
 * one. It runs as behind one reverse proxy (TRUST_PROXY=1): each test sends its own X-Forwarded-For
 * (support/forms.ts), as the proxy would for separate visitors. At the end, any Content-Security-Policy
 * violation a browser reported fails the run. Where the site keeps its data is left for the tests that move a session's
 * clock in its database (support/session-clock.ts).
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return
  forgetAdminSession()
  const info = await startSite(Number(process.env.E2E_PORT || 3100), { TRUST_PROXY: '1' })
  fs.writeFileSync(E2E_SERVER_INFO_FILE, JSON.stringify(info))
  await provisionRecoveryCodes(info, ADMIN.email)
  return async () => {
    const violations = fs.readFileSync(info.logFile, 'utf8').split('\n').filter((line) => line.includes('Content-Security-Policy violation'))
    await stopSite(info)
    if (violations.length > 0) throw new Error(`The browsers reported ${violations.length} Content-Security-Policy violation(s):\n${violations.join('\n')}`)
  }
}
