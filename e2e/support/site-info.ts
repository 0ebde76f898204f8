import os from 'node:os'
import path from 'node:path'

/** Where the global setup leaves the started site's data folder and database, for tests that move a session's clock. */
export const E2E_SERVER_INFO_FILE = path.join(os.tmpdir(), `school-site-e2e-server-${process.env.E2E_PORT ?? '3100'}.json`)
