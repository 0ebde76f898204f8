import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { TEST_ADMIN, TEST_PROFESSOR, type ServerInfo } from './server-info'

const root = process.cwd()

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Fails when something already listens on `port`: the tests check only the servers they start, never whatever
 * answers there (a site left running from another checkout would pass or fail them for its own code).
 */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is taken by another process: stop it, or give the tests another port (E2E_PORT).`) : error),
    )
    // No host, as the site listens: on every address, so a server on any one of them counts.
    probe.listen(port, () => probe.close(() => resolve()))
  })
}

async function waitForServer(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`The site stopped (${server.exitCode ?? server.signalCode}) before it answered at ${baseUrl}`)
    try {
      const response = await fetch(`${baseUrl}/api/current/locale`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    // A tenth of a second: every start of a site (a dozen in a run, some several times) waits here for its first answer.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The site did not answer at ${baseUrl} within ${timeoutMs / 1000}s`)
}

function siteEnv(dataDir: string, extraEnv: Record<string, string>) {
  const { JEST_WORKER_ID: _worker, ...parentEnv } = process.env
  return {
    ...parentEnv,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_TOTP_SECRET: TEST_ADMIN.totpSecret,
    PROFESSOR_PASSWORD: TEST_PROFESSOR.password,
    NODE_ENV: 'production' as const,
    // Lets a contract test ask for an injected failure (see lib/registration/register.ts); never set in a deployment.
    TEST_FAULTS: '1',
    ...extraEnv,
  }
}

/** Settings a site reads only while it serves, never while its database is prepared. */
const SERVING_ONLY = /^(RATE_LIMIT_\w+|JOBS_RUN_EVERY_SECONDS|SMTP_(HOST|PORT|SECURE|FROM)|TRUST_PROXY|BACKUP_(DIR|PASSPHRASE)|REPLICA_URL)$/

/**
 * Where a prepared SQLite site (its data folder after migrations and demo content) is kept for the next site started
 * with the same settings, when TEST_SITE_TEMPLATES names a folder: `npm test` starts a dozen sites from one build, and
 * preparing each again took most of a minute of its two cores. Null for PostgreSQL and S3 sites (prepared each time).
 */
function templateOf(database: 'sqlite' | 'postgres', extraEnv: Record<string, string>): string | null {
  const folder = process.env.TEST_SITE_TEMPLATES
  if (!folder || database !== 'sqlite' || extraEnv.S3_BUCKET) return null
  const settings = Object.entries(extraEnv)
    // An empty DATABASE_URL (SQLite, whatever the run's own says) names the same database as none.
    .filter(([name, value]) => !SERVING_ONLY.test(name) && !(name === 'DATABASE_URL' && !value))
    .sort(([a], [b]) => a.localeCompare(b))
  return path.join(folder, crypto.createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16))
}

/** Keeps a freshly prepared data folder as the template; a site prepared at the same time that kept its own first wins. */
function keepAsTemplate(dataDir: string, template: string) {
  const partial = `${template}.${process.pid}.partial`
  fs.cpSync(dataDir, partial, { recursive: true })
  try {
    fs.renameSync(partial, template)
  } catch {
    fs.rmSync(partial, { recursive: true, force: true })
  }
}

/** Applies the migrations and loads the demo content into the site's new data folder or database, as `npm start` does. */
async function prepareDatabase(env: ReturnType<typeof siteEnv>) {
  // Not spawnSync: a test may serve the site's S3 bucket (s3rver) from its own event loop, which must keep answering.
  const preparing = spawn(process.execPath, ['scripts/run-script.mjs', 'scripts/prepare-database.ts'], { cwd: root, env: { ...env, FRESH_DATABASE: '1', DISABLE_PAYLOAD_HMR: 'true' }, stdio: 'inherit' })
  const prepared = await new Promise<{ status: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolve) => {
    preparing.on('error', (error) => resolve({ status: null, signal: null, error }))
    preparing.on('exit', (status, signal) => resolve({ status, signal }))
  })
  if (prepared.status !== 0) throw new Error(`Preparing the test database failed: ${prepared.status ?? prepared.signal} ${prepared.error ?? ''}`)
}

/**
 * Starts the built site on a fresh database (a temporary SQLite file, or the PostgreSQL database
 * named by DATABASE_URL, emptied first), with migrations and demo content, as `npm start` would.
 * Its output goes to `logFile`, so tests can check what it logs.
 */
export async function startSite(port?: number, extraEnv: Record<string, string> = {}, entry?: SiteEntry): Promise<ServerInfo> {
  return serveSite(await prepareSite(port, extraEnv), entry)
}

/** A fresh database and data folder with migrations and demo content, as startSite prepares them, not served yet. */
export async function prepareSite(port?: number, extraEnv: Record<string, string> = {}): Promise<ServerInfo> {
  if (port !== undefined) await assertPortFree(port)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-data-'))
  const database = (extraEnv.DATABASE_URL ?? process.env.DATABASE_URL)?.startsWith('postgres') ? 'postgres' : 'sqlite'
  const template = templateOf(database, extraEnv)
  if (template && fs.existsSync(template)) {
    fs.cpSync(template, dataDir, { recursive: true })
  } else {
    await prepareDatabase(siteEnv(dataDir, extraEnv))
    if (template) keepAsTemplate(dataDir, template)
  }

  const listenPort = port ?? (await freePort())
  return {
    baseUrl: `http://127.0.0.1:${listenPort}`,
    pid: 0,
    dataDir,
    logFile: `${dataDir}.log`,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    adminTotpSecret: TEST_ADMIN.totpSecret,
    database,
    extraEnv,
  }
}

/** What serves the site: the server alone (as most tests need), or `npm start`'s script with what it supervises (Litestream). */
export type SiteEntry = 'server/server.mjs' | 'scripts/start.mjs'

/**
 * `npm run coverage` (TEST_SITE_COVERAGE, a folder): the site writes V8's coverage of the build's server code there
 * as it stops, read back through the build's source maps into lib/, cms/, app/ and components/ (scripts/coverage.mjs).
 * Only the server: scripts run from TypeScript source (the database's preparation) have no map on disk to read back.
 */
const coverageEnv = (): Record<string, string> => (process.env.TEST_SITE_COVERAGE ? { NODE_V8_COVERAGE: process.env.TEST_SITE_COVERAGE } : {})

/** Serves the built site on `info`'s port, data and database as they are (prepared already, or after a test killed it). */
export async function serveSite(info: ServerInfo, entry: SiteEntry = 'server/server.mjs'): Promise<ServerInfo> {
  const port = new URL(info.baseUrl).port
  await assertPortFree(Number(port))
  const log = fs.openSync(info.logFile, 'a')
  const server = spawn(process.execPath, [entry], { cwd: root, env: { ...siteEnv(info.dataDir, info.extraEnv), ...coverageEnv(), PORT: port }, stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log)
  server.unref()
  const started = { ...info, pid: server.pid! }
  try {
    await waitForServer(info.baseUrl, server, 90_000)
    const menus = await fetch(`${info.baseUrl}/api/menus`)
    const body = menus.ok ? ((await menus.json()) as { data: unknown[] }) : { data: [] }
    if (body.data.length === 0) throw new Error(`The test server started without demo content (GET /api/menus: ${menus.status})`)
    await warmPages(info.baseUrl)
  } catch (error) {
    await stopSite(started)
    throw error
  }
  return started
}

/**
 * Real traffic renders pages before anyone calls the API; some faults appear only in that order
 * (a failed sign-in once answered 500 after a page had loaded Payload's modules in another bundle).
 */
async function warmPages(baseUrl: string) {
  for (const page of ['/', '/student-registration', '/en/login']) {
    const response = await fetch(baseUrl + page)
    if (!response.ok) throw new Error(`The test server answered ${response.status} to GET ${page}`)
  }
}

/**
 * The site's log once it holds `text`, or as it is after `timeoutMs`: a line written as a request is answered can reach
 * the file a moment after the answer reaches the test (seen on a loaded CI machine).
 */
export async function logOnceItHolds(info: Pick<ServerInfo, 'logFile'>, text: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const log = fs.existsSync(info.logFile) ? fs.readFileSync(info.logFile, 'utf8') : ''
    if (log.includes(text) || Date.now() > deadline) return log
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Stops the site and waits (up to 10 s) for it to end before removing its data, so nothing it still writes or sends outlives it. */
export async function stopSite(info: ServerInfo) {
  try {
    process.kill(-info.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  await exited(info.pid)
  removeSiteData(info)
}

/** Removes a site's data folder and log (its errors reported first), and signals nothing: for a site whose process has ended already. */
export function removeSiteData(info: Pick<ServerInfo, 'dataDir' | 'logFile'>) {
  reportErrors(info.logFile)
  fs.rmSync(info.dataDir, { recursive: true, force: true })
  fs.rmSync(info.logFile, { force: true })
}

/** The server's error lines, on the test run's output, before its log is removed. */
function reportErrors(logFile: string) {
  const lines = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n') : []
  const errors = lines.flatMap((line, index) => (/\b(ERROR|Error)\b|⨯|"level":"(error|fatal)"/.test(line) ? lines.slice(index, index + 4) : [])).slice(0, 80)
  if (errors.length > 0) console.warn(`The test server logged ${errors.length} error line(s):\n${errors.join('\n')}`)
}

/** Whether the process `pid` still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Waits (up to 10 s) until the process `pid` has ended. */
export async function exited(pid: number) {
  for (let attempt = 0; attempt < 100 && alive(pid); attempt++) await new Promise((resolve) => setTimeout(resolve, 100))
}
