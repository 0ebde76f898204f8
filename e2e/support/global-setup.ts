import fs from 'node:fs'

import { startSite, stopSite } from '../../tests/setup/site-server'

/**
 * Starts the built site on a fresh database for the browser tests, unless E2E_BASE_URL names a running
 * one. It runs as behind one reverse proxy (TRUST_PROXY=1): each test sends its own X-Forwarded-For
 * (support/forms.ts), as the proxy would for separate visitors. At the end, any Content-Security-Policy
 * violation a browser reported fails the run.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return
  const info = await startSite(Number(process.env.E2E_PORT || 3100), { TRUST_PROXY: '1' })
  return async () => {
    const violations = fs.readFileSync(info.logFile, 'utf8').split('\n').filter((line) => line.includes('Content-Security-Policy violation'))
    await stopSite(info)
    if (violations.length > 0) throw new Error(`The browsers reported ${violations.length} Content-Security-Policy violation(s):\n${violations.join('\n')}`)
  }
}
