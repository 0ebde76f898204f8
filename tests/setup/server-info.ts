import os from 'node:os'
import path from 'node:path'

/** Where the global setup leaves the address of the server it started, for the test files and the teardown. */
export const SERVER_INFO_FILE = path.join(os.tmpdir(), `school-site-contract-${process.env.TEST_DATABASE ?? 'sqlite'}.json`)

export type ServerInfo = { baseUrl: string; pid: number; dataDir: string; adminEmail: string; adminPassword: string; database: string }

export const TEST_ADMIN = { email: 'contract-admin@example.com', password: 'contract-admin-password' }
