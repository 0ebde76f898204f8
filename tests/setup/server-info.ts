import os from 'node:os'
import path from 'node:path'

/** Where the global setup leaves the address of the server it started, for the test files and the teardown. */
export const SERVER_INFO_FILE = path.join(os.tmpdir(), `school-site-contract-${process.env.TEST_DATABASE ?? 'sqlite'}.json`)
/** The run's admin's recovery codes not used yet (tests/setup/recovery-codes.ts), for the acts that ask for a code again. */
export const RECOVERY_CODES_FILE = path.join(os.tmpdir(), `school-site-contract-${process.env.TEST_DATABASE ?? 'sqlite'}-recovery.json`)

/** A started test site: where it answers, its process, data and log, and the extra environment it was started with (to restart it). */
export type ServerInfo = {
  baseUrl: string
  pid: number
  dataDir: string
  logFile: string
  adminEmail: string
  adminPassword: string
  /** The base32 secret of the admin's authenticator (ADMIN_TOTP_SECRET): tests compute its codes (tests/setup/totp.ts). */
  adminTotpSecret: string
  database: string
  extraEnv: Record<string, string>
}

/**
 * The contract tests' server also sends its mails to a local SMTP catcher, which keeps them in `mailDir`;
 * `adminToken` is the admin's session, signed in once with a code (each code works once).
 */
export type ContractServerInfo = ServerInfo & { mailDir: string; adminToken: string }

/** The test sites' first admin, its second factor provisioned by ADMIN_TOTP_SECRET. */
export const TEST_ADMIN = { email: 'contract-admin@example.com', password: 'Contract-site-2026', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' }
/** The demo professor account of the seed, with a known password on test servers. */
export const TEST_PROFESSOR = { email: 'professor@example.com', password: 'test-professor-password' }

/** The sender the contract server's mails carry. */
export const CONTRACT_SENDER = '국제기독신학교 입학처 <admissions@icseminary.example>'

/**
 * Small per-address limits for the contract server, so the tests can reach them (see lib/security/rate-limit.ts), a
 * sender of its own, and the jobs queue run every second rather than every five (lib/jobs/runner.ts): the tests of
 * scheduled publishing and of the result mails wait for it, about 2 s less per wait.
 */
export const CONTRACT_ENV = { RATE_LIMIT_CONTACT: '3/600s', RATE_LIMIT_LOGIN: '10/600s', RATE_LIMIT_REGISTER: '10/600s', SMTP_FROM: CONTRACT_SENDER, JOBS_RUN_EVERY_SECONDS: '1' }
