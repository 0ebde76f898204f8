import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Client, Pool } from 'pg'
import type { Payload } from 'payload'

import { adminSignIn } from '../setup/admin-sign-in'
import { callSite, fetchFrom, freshAddress } from '../setup/http'
import { openAdmissions } from '../setup/office'
import { OwnPostgres, postgresBinaries } from '../setup/own-postgres'
import { multipart, toFormData, validForm } from '../setup/registration-form'
import type { ServerInfo } from '../setup/server-info'
import { alive, exited, logOnceItHolds, removeSiteData, serveSite, startSite, stopSite } from '../setup/site-server'
import { query } from '../setup/database'
import { logPostgresPoolErrors } from '../../upstream-workarounds/payload-postgres/postgres-pool-errors'

/**
 * The database away (docs/operations.md, "The database away"): PostgreSQL restarting, its connections ended, SQLite's
 * disk full. Cached pages keep being served; what needs the database answers 503 with Retry-After in the visitor's
 * language; an application sent meanwhile is refused whole; once the database is back the same process serves again.
 */
jest.setTimeout(900_000)

const XHR = { 'x-requested-with': 'XMLHttpRequest' }
/**
 * How long "serves again by itself" is given once the database is back: generous, so that a loaded machine does not
 * fail it; what it takes is printed for docs/operations.md (measured: well under a second), not asserted.
 */
const BACK_WITHIN_MS = 60_000

/** Ends the site started as process group `pid` (SIGTERM, then SIGKILL if it is still there after 10 s), leaving its data. */
async function stopProcess(pid: number) {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (!alive(pid)) return
    process.kill(-pid, signal)
    await exited(pid)
  }
}

/** A department to apply to, read while the database answers. */
const departmentOf = async (site: ServerInfo) => (await callSite<{ data: { id: number }[] }>(site.baseUrl, '/api/departments')).body.data[0].id

async function sendApplication(site: ServerInfo, departmentId: number, email: string) {
  const encoded = await multipart(toFormData(validForm(email, departmentId)))
  const response = await fetchFrom(freshAddress(), `${site.baseUrl}/api/register?locale=en`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { message?: string } }
}

/** Polls `request` until it answers `status`, for at most `withinMs`: the last status seen. */
async function answersWithin(request: () => Promise<number>, status: number, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs
  let last = 0
  while (Date.now() < deadline) {
    last = await request().catch(() => 0)
    if (last === status) return last
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return last
}

const searchApi = (site: ServerInfo) => callSite(site.baseUrl, '/api/search?q=%EC%8B%A0%ED%95%99&locale=en').then((reply) => reply.status)

/** What every 503 of an absent database carries: Retry-After, and the visitor's language. */
function expectDatabaseAway(reply: { status: number; headers: Headers; body: unknown }, kind: 'json' | 'ko-page' | 'en-page') {
  expect(reply.status).toBe(503)
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0)
  if (kind === 'json') expect(reply.body).toEqual({ message: expect.stringContaining('database cannot be reached') })
  if (kind === 'ko-page') expect(reply.body).toEqual(expect.stringMatching(/<html lang="ko">.*데이터베이스에 잠시 연결할 수 없습니다/s))
  if (kind === 'en-page') expect(reply.body).toEqual(expect.stringMatching(/<html lang="en">.*The database cannot be reached/s))
}

const bin = postgresBinaries()
// In CI the outage tests must run: a skip would leave the 503 answer untested on the site.
if (!bin && process.env.CI) throw new Error('CI needs PostgreSQL\'s server programs for the outage tests (Debian: apt-get install postgresql).')
const describeWithPostgres = bin ? describe : describe.skip
if (!bin) console.warn('Skipping the PostgreSQL outage tests: no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (Debian: postgresql).')

/** Runs every step of a clean-up, even after one threw; the first error is thrown at the end. */
async function cleanUp(...steps: (() => unknown)[]) {
  const errors: unknown[] = []
  for (const step of steps) {
    try {
      await step()
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length > 0) throw errors[0]
}

/**
 * What applications have stored: the accounts and applications of e-mail addresses LIKE `pattern`, and all applicant
 * files (rows, and the files in the site's private folder), to compare before and after.
 */
async function stored(site: ServerInfo, pattern: string) {
  const [users, applications, fileRows] = await Promise.all([
    query(site, 'SELECT id FROM users WHERE email LIKE $1', [pattern]),
    query(site, 'SELECT id FROM applications WHERE email LIKE $1', [pattern]),
    query(site, 'SELECT id FROM applicant_files'),
  ])
  const folder = path.join(site.dataDir, 'private')
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []
  return { users: users.length, applications: applications.length, fileRows: fileRows.length, files }
}

describeWithPostgres('PostgreSQL away (a cluster of the test’s own)', () => {
  const cluster = new OwnPostgres(bin!)
  // The site's own role with a password (the test's, never on a command line), which no log line may carry.
  const role = { name: 'school', password: crypto.randomBytes(18).toString('hex') }
  let site: ServerInfo

  beforeAll(async () => {
    await cluster.create('site', role)
    // The structure alone (a school's first start): the outage is seen in pages, the search and applications, none of
    // which needs the demo content; the department and round an application needs are the office's first steps.
    site = await startSite(undefined, { DATABASE_URL: cluster.url('site', role), DEMO_CONTENT: 'off' })
    await openAdmissions(site, await adminSignIn(site))
  })
  afterAll(() =>
    cleanUp(
      () => site && stopSite(site),
      () => cluster.remove(),
    ),
  )

  it('hears the pool’s error when every connection of its database is ended: one line, no uncaught exception, served with new connections (payloadcms/payload#3920)', async () => {
    // Several queries at once, so that the pool holds idle connections for PostgreSQL to end.
    await Promise.all(Array.from({ length: 5 }, () => searchApi(site)))
    // The superuser through the cluster's socket folder (TCP asks a password of every role).
    const client = new Client({ host: cluster.dir, port: cluster.port, user: 'postgres', database: 'postgres' })
    await client.connect()
    await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'site' AND pid <> pg_backend_pid()")
    await client.end()

    expect(await answersWithin(() => searchApi(site), 200, BACK_WITHIN_MS)).toBe(200)
    expect(alive(site.pid)).toBe(true)
    const log = await logOnceItHolds(site, 'PostgreSQL dropped a connection')
    expect(log.match(/PostgreSQL dropped a connection/g)).toHaveLength(1)
    // Next.js's own process handler logs an unheard 'error' event whole (node-postgres's Client, its connection's settings) and carries on; a script without it ends.
    expect(log).not.toContain('uncaughtException')
    expect(log).not.toContain(role.password)
    expect(log).not.toContain('connectionParameters')
    expect(log).not.toContain('_connectionError')
  })

  it('answers 503 while PostgreSQL is stopped for 10 s, serves its cached pages, stores nothing half, and serves again once it is back', async () => {
    // Rendered and cached before the outage: the home pages in both languages.
    for (const page of ['/', '/en']) expect((await callSite(site.baseUrl, page)).status).toBe(200)
    const department = await departmentOf(site)
    const before = await stored(site, 'away-%')
    const stoppedAt = Date.now()
    await cluster.stop()
    const outage: { health: unknown[]; cached: number[]; api: Awaited<ReturnType<typeof callSite>>[]; pages: Awaited<ReturnType<typeof callSite>>[]; applications: Awaited<ReturnType<typeof sendApplication>>[] } = { cached: [], api: [], pages: [], applications: [], health: [] }
    // Light load: a visitor or two a second, for the ten seconds PostgreSQL is away.
    for (let round = 0; Date.now() - stoppedAt < 10_000; round++) {
      const [health, home, api, search, english, application] = await Promise.all([
        callSite(site.baseUrl, '/api/health'),
        callSite(site.baseUrl, round % 2 ? '/en' : '/'),
        callSite(site.baseUrl, '/api/search?q=%EC%8B%A0%ED%95%99&locale=en'),
        // A query of a word (a digit alone is refused as too short, before any query): rendered per request, from the database.
        callSite(site.baseUrl, `/search?q=${encodeURIComponent(`신학 ${round}`)}`),
        callSite(site.baseUrl, `/en/search?q=${encodeURIComponent(`theology ${round}`)}`),
        sendApplication(site, department, `away-${round}@example.com`),
      ])
      outage.health.push({ status: health.status, body: health.body })
      outage.cached.push(home.status)
      outage.api.push(api)
      outage.pages.push(search, english)
      outage.applications.push(application)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await cluster.start()
    const startedAt = Date.now()
    expect(await answersWithin(() => searchApi(site), 200, BACK_WITHIN_MS)).toBe(200)
    // A measurement for docs/operations.md, not a test: the generous bound above only tests "by itself".
    console.info(`Serving again ${Date.now() - startedAt} ms after PostgreSQL accepted connections (outage ${startedAt - stoppedAt} ms)`)

    expect(alive(site.pid)).toBe(true)
    // What a load balancer and a monitor see.
    for (const health of outage.health) expect(health).toEqual({ status: 503, body: expect.objectContaining({ database: 'unreachable' }) })
    expect(new Set(outage.cached)).toEqual(new Set([200]))
    for (const reply of outage.api) expectDatabaseAway(reply, 'json')
    for (const [index, reply] of outage.pages.entries()) expectDatabaseAway(reply, index % 2 ? 'en-page' : 'ko-page')
    for (const application of outage.applications) {
      expect(application).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { message: expect.stringContaining('Nothing you sent was stored') } })
    }
    expect(await stored(site, 'away-%')).toEqual(before)
    // And the site takes applications again.
    expect((await sendApplication(site, department, 'after-the-outage@example.com')).status).toBe(201)
  })
})

describeWithPostgres('a connection checked out for a transaction, ended by PostgreSQL (a cluster of the test’s own)', () => {
  const cluster = new OwnPostgres(bin!)
  beforeAll(() => cluster.create('site'))
  afterAll(() => cluster.remove())

  it('is no uncaught exception once the pool workaround listens (pg-pool takes its own listener off a checked-out client)', async () => {
    const pool = new Pool({ connectionString: cluster.url('site') })
    const logged: unknown[] = []
    // Payload's logger as the workaround uses it; the pool and its connections are node-postgres's own.
    logPostgresPoolErrors({ db: { pool }, logger: { error: (line: unknown) => logged.push(line), info: () => undefined } } as unknown as Payload)
    const client = await pool.connect()
    await client.query('BEGIN')
    const admin = new Client({ connectionString: cluster.url('postgres') })
    await admin.connect()
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'site' AND state = 'idle in transaction'")
    await admin.end()
    // Without a listener the client's 'error' is thrown as the socket closes, and Jest fails this test with it.
    const closed = Date.now()
    while ((await pool.query('SELECT 1').then(() => false, () => true)) && Date.now() - closed < 10_000) await new Promise((resolve) => setTimeout(resolve, 100))
    await new Promise((resolve) => setTimeout(resolve, 500))
    await expect(client.query('SELECT 1')).rejects.toThrow()
    client.release(true)
    await pool.end()
  })
})

const describeAsRoot = process.getuid?.() === 0 ? describe : describe.skip
if (process.getuid?.() !== 0) console.warn('Skipping the full-disk test: mounting its small tmpfs needs root.')

describeAsRoot('SQLite on a full disk (a tmpfs of the test’s own)', () => {
  let disk = ''
  let mounted = false
  let prepared: ServerInfo
  let site: ServerInfo

  beforeAll(async () => {
    disk = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-full-disk-'))
    prepared = await startSite()
    await stopProcess(prepared.pid)
    // The write-ahead log folded into the database first: the site's next writes must grow it on the full disk.
    const database = createClient({ url: `file:${path.join(prepared.dataDir, 'site.db')}` })
    await database.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    database.close()
    const megabytes = Math.ceil(Number(execFileSync('du', ['-sm', prepared.dataDir]).toString().split('\t')[0])) + 32
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', disk])
    mounted = true
    fs.cpSync(prepared.dataDir, disk, { recursive: true })
    site = await serveSite({ ...prepared, dataDir: disk })
  })
  afterAll(() =>
    cleanUp(
      () => site && stopProcess(site.pid),
      // Its files closed, the tmpfs unmounts; lazily should a straggler hold one still.
      () => mounted && execFileSync('umount', ['--lazy', disk]),
      () => disk && fs.rmSync(disk, { recursive: true, force: true }),
      // Its process ended in beforeAll: only its data folder and log are left (no signal to a group long gone).
      () => prepared && removeSiteData(prepared),
    ),
  )

  /** Fills the disk to its last byte: a real ENOSPC for every write after it. */
  function fillDisk() {
    const chunk = Buffer.alloc(1024 * 1024)
    const file = fs.openSync(path.join(disk, 'filler'), 'w')
    try {
      for (let size = chunk.length; size >= 1; size = Math.floor(size / 2)) {
        try {
          for (;;) fs.writeSync(file, chunk, 0, size)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
        }
      }
    } finally {
      fs.closeSync(file)
    }
  }

  it('refuses an application with 503 and stores nothing of it, keeps serving its pages, and takes applications again once there is room', async () => {
    for (const page of ['/', '/en']) expect((await callSite(site.baseUrl, page)).status).toBe(200)
    const department = await departmentOf(site)
    const before = await stored(site, 'full-disk@example.com')
    fillDisk()
    const refused = await sendApplication(site, department, 'full-disk@example.com')
    const pages = await Promise.all(['/', '/en'].map((page) => callSite(site.baseUrl, page)))
    const afterRefusal = await stored(site, 'full-disk@example.com')
    fs.rmSync(path.join(disk, 'filler'))
    const roomAt = Date.now()
    const again = await answersWithin(async () => (await sendApplication(site, department, `room-again-${Date.now()}@example.com`)).status, 201, BACK_WITHIN_MS)
    console.info(`Taking applications again ${Date.now() - roomAt} ms after the disk had room (a measurement for docs/operations.md)`)

    expect(refused).toEqual({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { message: expect.stringContaining('Nothing you sent was stored') } })
    expect(pages.map((page) => page.status)).toEqual([200, 200])
    expect(afterRefusal).toEqual(before)
    expect(again).toBe(201)
    expect(alive(site.pid)).toBe(true)
  })
})
