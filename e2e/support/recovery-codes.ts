import os from 'node:os'
import path from 'node:path'

import type { ServerInfo } from '../../tests/setup/server-info'
import { provisionRecoveryCodes as provision, takeRecoveryCode as take } from '../../tests/setup/recovery-codes'

/** The admin's recovery codes for the run, not used yet (written by the global setup, taken by the tests). */
const CODES_FILE = path.join(os.tmpdir(), `school-site-e2e-recovery-${process.env.E2E_PORT ?? '3100'}.json`)

/** Gives the test site's admin forty recovery codes for the run (tests/setup/recovery-codes.ts). */
export const provisionRecoveryCodes = (site: ServerInfo, email: string) => provision(site, email, CODES_FILE)

/** One of the admin's recovery codes for the run, taken (null against a site the run did not start). */
export const takeRecoveryCode = (): Promise<string | null> => take(CODES_FILE)
