import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { hashRecoveryCode, newRecoveryCodes } from '../../lib/auth/second-factor/recovery-codes'
import { query } from '../../tests/setup/database'
import type { ServerInfo } from '../../tests/setup/server-info'
import { withLock } from '../../tests/setup/totp'

/** The admin's recovery codes for the run, not used yet (written by the global setup, taken by the tests). */
const CODES_FILE = path.join(os.tmpdir(), `school-site-e2e-recovery-${process.env.E2E_PORT ?? '3100'}.json`)

/**
 * Gives the test site's admin forty recovery codes for the run. Its authenticator yields one new code every thirty
 * seconds, and each works once: the sign-ins of the tests' own sessions and the re-asked acts waited minutes for
 * their turns (and ran out of time). A recovery code goes wherever a code goes.
 */
export async function provisionRecoveryCodes(site: ServerInfo, email: string) {
  const codes = Array.from({ length: 4 }, newRecoveryCodes).flat()
  await query(site, 'UPDATE users SET recovery_codes = $1 WHERE email = $2', [JSON.stringify(await Promise.all(codes.map(hashRecoveryCode))), email])
  fs.writeFileSync(CODES_FILE, JSON.stringify(codes))
}

/** One of the admin's recovery codes for the run, taken (null against a site the run did not start). */
export async function takeRecoveryCode(): Promise<string | null> {
  if (!fs.existsSync(CODES_FILE)) return null
  return withLock(`${CODES_FILE}.lock`, async () => {
    const codes = JSON.parse(fs.readFileSync(CODES_FILE, 'utf8')) as string[]
    const code = codes.shift()
    if (!code) throw new Error('The run has used all the admin’s recovery codes: provision more in provisionRecoveryCodes.')
    fs.writeFileSync(CODES_FILE, JSON.stringify(codes))
    return code
  })
}
