import fs from 'node:fs'

import { hashRecoveryCode, newRecoveryCodes } from '../../lib/auth/second-factor/recovery-codes'
import { query } from './database'
import type { ServerInfo } from './server-info'
import { withLock } from './totp'

/**
 * Gives the account `email` of a test site forty recovery codes for the run, kept in `file` for the tests to take.
 * Its authenticator yields one new code every thirty seconds, and each works once: the re-asked acts and the tests'
 * own sessions waited for their lock. A recovery code goes wherever a code goes.
 */
export async function provisionRecoveryCodes(site: ServerInfo, email: string, file: string) {
  const codes = Array.from({ length: 4 }, newRecoveryCodes).flat()
  await query(site, 'UPDATE users SET recovery_codes = $1 WHERE email = $2', [JSON.stringify(await Promise.all(codes.map(hashRecoveryCode))), email])
  fs.writeFileSync(file, JSON.stringify(codes))
}

/** One of the recovery codes kept in `file`, taken (null when the run gave none). */
export async function takeRecoveryCode(file: string): Promise<string | null> {
  if (!fs.existsSync(file)) return null
  return withLock(`${file}.lock`, async () => {
    const codes = JSON.parse(fs.readFileSync(file, 'utf8')) as string[]
    const code = codes.shift()
    if (!code) throw new Error('The run has used all the admin’s recovery codes: provision more in provisionRecoveryCodes.')
    fs.writeFileSync(file, JSON.stringify(codes))
    return code
  })
}
