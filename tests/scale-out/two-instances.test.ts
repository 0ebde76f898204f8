import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Client } from 'pg'
import S3rver from 's3rver'

import { adminSignIn } from '../setup/admin-sign-in'
import { admitAndConfirmWith } from '../setup/enrolment-steps'
import { callSite, fetchFrom, freshAddress, type RequestOptions } from '../setup/http'
import { photo, upload as uploadAs } from '../setup/office'
import { multipart, PDF, PNG, toFormData, validForm } from '../setup/registration-form'
import { TEST_ADMIN, TEST_PROFESSOR, type ServerInfo } from '../setup/server-info'
import { freePort, serveSite, stopSite } from '../setup/site-server'

/**
 * Two instances of the production build, each with its own port and DATA_DIR, sharing one PostgreSQL
 * database, one Redis and one S3 bucket (s3rver), as behind a load balancer: what one does, the other sees.
 */
jest.setTimeout(300_000)

const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
const BUCKET = 'school-site-test'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }

type Instance = ServerInfo & { name: string }
type NewsList = { data: { slug: string; title: string }[]; meta: { total: number } }

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-scale-'))
let redis: ChildProcess
let bucket: S3rver
let s3Endpoint = ''
let a: Instance
let b: Instance
const preparing: { status: number | null; output: string }[] = []

const call = <T = unknown>(instance: Instance, route: string, options?: RequestOptions) => callSite<T>(instance.baseUrl, route, options)

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}`).then(
      () => true,
      (error: { cause?: { code?: string } }) => error.cause?.code !== 'ECONNREFUSED',
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('redis-server did not start')
}

/** An empty database, as on a first deploy. */
async function emptyDatabase() {
  const client = new Client({ connectionString: POSTGRES_URL })
  await client.connect()
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
  await client.end()
}

/** `node scripts/run-script.mjs scripts/prepare-database.ts`, as `npm start` runs it before serving. */
function prepare(env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-script.mjs', 'scripts/prepare-database.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (status) => resolve({ status, output }))
  })
}

beforeAll(async () => {
  const redisPort = await freePort()
  redis = await startRedis(redisPort)
  bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port: s3Port } = await bucket.run()
  s3Endpoint = `http://127.0.0.1:${s3Port}`
  await emptyDatabase()

  const shared = {
    DATABASE_URL: POSTGRES_URL,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_KEY_PREFIX: `scale-${Date.now()}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Every instance signs and reads the same sessions and encrypted fields.
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    RATE_LIMIT_CONTACT: '5/600s',
  }
  const instance = async (name: string): Promise<Instance> => {
    const dataDir = fs.mkdtempSync(path.join(work, `${name}-`))
    return { name, baseUrl: `http://127.0.0.1:${await freePort()}`, pid: 0, dataDir, logFile: `${dataDir}.log`, adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, adminTotpSecret: TEST_ADMIN.totpSecret, database: 'postgres', extraEnv: shared }
  }
  const [infoA, infoB] = [await instance('A'), await instance('B')]
  const envOf = (info: Instance) => ({ ...process.env, ...shared, DATA_DIR: info.dataDir, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password, ADMIN_TOTP_SECRET: TEST_ADMIN.totpSecret, PROFESSOR_PASSWORD: TEST_PROFESSOR.password, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', DISABLE_PAYLOAD_HMR: 'true' })
  // Both start at once against the empty database, as two instances of one deploy do.
  preparing.push(...(await Promise.all([prepare(envOf(infoA)), prepare(envOf(infoB))])))
  ;[a, b] = await Promise.all([serveSite(infoA), serveSite(infoB)]).then((served) => served.map((info, index) => ({ ...info, name: [infoA, infoB][index].name })))
})

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((instance) => stopSite(instance)))
  redis?.kill()
  await bucket?.close()
  fs.rmSync(work, { recursive: true, force: true })
})

const tokens = new Map<string, string>()

async function adminToken(instance: Instance): Promise<string> {
  if (!tokens.has(instance.name)) {
    tokens.set(instance.name, await adminSignIn(instance))
  }
  return tokens.get(instance.name)!
}

async function signIn(instance: Instance, email: string, password: string, type = 'student') {
  return call<{ data?: { token: string }; message?: string }>(instance, '/api/login', { method: 'POST', headers: XHR, from: freshAddress(), body: { type, email, password, device: 'web' } })
}

/** A page's HTML, read twice so that the second read comes from the cache. */
async function cachedPage(instance: Instance, route: string) {
  await call(instance, route)
  const reply = await call<string>(instance, route)
  expect(reply.status).toBe(200)
  return reply
}

const upload = async (instance: Instance, collection: string, file: { name: string; bytes: Buffer; type: string }, fields: Record<string, unknown> = {}) => uploadAs(instance, await adminToken(instance), collection, file, fields)

/** The id Payload's API knows a news item by. */
async function newsId(instance: Instance, slug: string): Promise<number> {
  const found = await call<{ docs: { id: number }[] }>(instance, `/cms-api/news?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`, { token: await adminToken(instance) })
  return found.body.docs[0].id
}

const bytesOf = async (instance: Instance, route: string, options?: { token?: string }) => {
  const response = await fetchFrom(undefined, instance.baseUrl + route, { headers: options?.token ? { authorization: `JWT ${options.token}` } : {} })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('two instances on one PostgreSQL database, one Redis and one bucket', () => {
  it('started at once, they migrated and loaded the demo content once', async () => {
    expect(preparing.map((run) => run.status)).toEqual([0, 0])
    const loads = preparing.filter((run) => run.output.includes('Loading demo content...'))
    expect(loads).toHaveLength(1)
    expect(preparing.filter((run) => run.output.includes('demo content not loaded'))).toHaveLength(1)
    const news = await call<NewsList>(b, '/api/news')
    expect(news.body.meta.total).toBe(26)
    for (const instance of [a, b]) expect((await call(instance, '/api/health')).body).toEqual({ status: 'ok', database: 'ok', redis: 'ok', storage: 's3' })
    const admins = await call<{ totalDocs: number }>(a, `/cms-api/users?where[email][equals]=${encodeURIComponent(TEST_ADMIN.email)}&limit=0`, { token: await adminToken(a) })
    expect(admins.body.totalDocs).toBe(1)
  })

  it('an edit saved on A is on B’s pages and /api at B’s next request (and on A’s)', async () => {
    const news = (await call<NewsList>(b, '/api/news')).body.data[0]
    const route = `/news/announcement/${news.slug}`
    for (const instance of [a, b]) {
      const page = await cachedPage(instance, route)
      // Served from the cache: without a shared one, B would go on serving this copy after A's edit.
      expect(page.headers.get('x-nextjs-cache')).toBe('HIT')
      expect(page.body).toContain(news.title)
    }
    const menus = (await call<{ data: { id: number; name: string }[] }>(b, '/api/menus')).body.data
    await cachedPage(b, '/')

    const title = `공유 캐시 확인 ${Date.now()}`
    const menuName = `메뉴 ${Date.now()}`
    const saved = Date.now()
    expect((await call(a, `/cms-api/news/${await newsId(a, news.slug)}?locale=ko`, { method: 'PATCH', token: await adminToken(a), body: { title } })).status).toBe(200)
    const onB = await call<string>(b, route)
    const visibleAfterMs = Date.now() - saved
    expect({ route, showsTheEdit: onB.body.includes(title) }).toEqual({ route, showsTheEdit: true })
    expect((await call<NewsList>(b, '/api/news')).body.data.map((item) => item.title)).toContain(title)
    expect((await call<string>(a, route)).body.includes(title)).toBe(true)

    expect((await call(a, `/cms-api/menus/${menus[0].id}?locale=ko`, { method: 'PATCH', token: await adminToken(a), body: { name: menuName } })).status).toBe(200)
    expect((await call<{ data: { name: string }[] }>(b, '/api/menus')).body.data[0].name).toBe(menuName)
    expect((await call<string>(b, '/')).body.includes(menuName)).toBe(true)
    console.info(`Save on A to the new content on B: ${visibleAfterMs} ms (the save, then B's first request)`)
  })

  it('an image and a download uploaded through A are served by B from the bucket', async () => {
    const image = await upload(a, 'media', { name: `campus-${Date.now()}.png`, bytes: await photo(), type: 'image/png' }, { alt: '캠퍼스' })
    const fromB = await bytesOf(b, `/media/${image.filename}`)
    expect(fromB.status).toBe(200)
    expect(fromB.bytes.length).toBeGreaterThan(0)
    expect((await bytesOf(b, `/media/${image.sizes!.thumb.filename}`)).status).toBe(200)
    expect(fs.existsSync(path.join(a.dataDir, 'media', image.filename))).toBe(false)

    const document = await upload(a, 'files', { name: `guide-${Date.now()}.pdf`, bytes: PDF, type: 'application/pdf' })
    const download = await bytesOf(b, `/files/${document.filename}`)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(PDF)).toBe(true)
    expect((await bytesOf(b, '/files/nothing-here.pdf')).status).toBe(404)
  })

  it('an application sent to A is admitted and its payment marked on B, signs in on A, and its files reach only its owner and the admin', async () => {
    const email = `scale-${Date.now()}@example.com`
    const department = (await call<{ data: { id: number }[] }>(a, '/api/departments')).body.data[0].id
    const encoded = await multipart(toFormData(validForm(email, department)))
    const sent = await fetchFrom(freshAddress(), `${a.baseUrl}/api/register?locale=ko`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body })
    expect(sent.status).toBe(201)
    const { id } = ((await sent.json()) as { data: { id: number } }).data

    expect((await signIn(a, email, 'applicant-pass-1')).status).toBe(422)
    // A round's applicant becomes a student at 입금 확인: 합격 and the confirmation on B, the confirmation sent to A.
    const officeToken = await adminToken(b)
    await admitAndConfirmWith(async ({ path: route, as, method, body, headers }) => {
      const office = as === 'office'
      return call(office ? b : a, route, { method, body, headers: { ...XHR, ...headers }, token: office ? officeToken : undefined, from: office ? undefined : freshAddress() })
    }, id)
    expect((await call(b, `/cms-api/applications/${id}/payment`, { method: 'POST', headers: XHR, token: officeToken, body: {} })).status).toBe(200)
    const signedIn = await signIn(a, email, 'applicant-pass-1')
    expect(signedIn.status).toBe(200)

    const application = await call<{ photo: number }>(b, `/cms-api/applications/${id}?depth=0`, { token: await adminToken(b) })
    const photo = `/api/applications/files/${application.body.photo}`
    expect(await bytesOf(b, photo, { token: signedIn.body.data!.token })).toEqual({ status: 200, bytes: PNG })
    expect((await bytesOf(a, photo, { token: await adminToken(a) })).status).toBe(200)
    expect((await bytesOf(b, photo)).status).toBe(401)
    const professor = await signIn(b, TEST_PROFESSOR.email, TEST_PROFESSOR.password, 'professor')
    expect((await bytesOf(a, photo, { token: professor.body.data!.token })).status).toBe(403)
    expect(fs.readdirSync(a.dataDir).filter((entry) => entry === 'private' && fs.readdirSync(path.join(a.dataDir, entry)).length > 0)).toEqual([])
  })

  it('a registration that fails after its files reached the bucket leaves none there', async () => {
    const storage = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
    const privateObjects = async () => ((await storage.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'private/' }))).Contents ?? []).map((object) => object.Key).sort()
    const before = await privateObjects()
    expect(before.length).toBeGreaterThan(0)
    const department = (await call<{ data: { id: number }[] }>(b, '/api/departments')).body.data[0].id
    const encoded = await multipart(toFormData(validForm(`scale-fault-${Date.now()}@example.com`, department)))
    const headers = { ...XHR, ...encoded.headers, 'x-test-fault': 'registration-after-files' }
    expect((await fetchFrom(freshAddress(), `${b.baseUrl}/api/register?locale=ko`, { method: 'POST', headers, body: encoded.body })).status).toBe(500)
    expect(await privateObjects()).toEqual(before)
  })

  it('counts the limits across both: the sixth message from one address in ten minutes is refused on either', async () => {
    const from = freshAddress()
    const send = (instance: Instance, n: number) =>
      call(instance, '/api/contact/us?locale=ko', { method: 'POST', headers: XHR, from, body: { name: `방문자 ${n}`, email: `visitor${n}@example.com`, message: `문의 ${n}`, recaptcha: '', consent_privacy: '1' } })
    const statuses = []
    for (let n = 0; n < 5; n++) statuses.push((await send(n % 2 === 0 ? a : b, n)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect((await send(b, 5)).status).toBe(429)
    expect((await send(a, 6)).status).toBe(429)
  })

  it('locks an account on B after failed sign-ins on A', async () => {
    const professor = { email: TEST_PROFESSOR.email, type: 'professor' }
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(a, professor.email, `wrong-${attempt}`, professor.type)).status).toBe(422)
    expect((await signIn(b, professor.email, TEST_PROFESSOR.password, professor.type)).status).toBe(429)
    expect((await call(b, '/cms-api/users/unlock', { method: 'POST', token: await adminToken(b), body: { email: professor.email } })).status).toBe(200)
    expect((await signIn(a, professor.email, TEST_PROFESSOR.password, professor.type)).status).toBe(200)
  })

  it('lets sign-ins to one account on both at once run one at a time: every one keeps a valid session (payload#16027)', async () => {
    const SIGN_INS = 10
    const signIns = Array.from({ length: SIGN_INS }, async (_, index) => {
      const instance = index % 2 === 0 ? a : b
      // Both endpoints, on both instances: the site's /api/login and Payload's own. The professor, whose sign-in
      // needs no code: the admin's codes work once each.
      if (index % 4 < 2) return { instance, token: (await signIn(instance, TEST_PROFESSOR.email, TEST_PROFESSOR.password, 'professor')).body.data?.token }
      const reply = await call<{ token?: string }>(instance, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password } })
      return { instance, token: reply.body.token }
    })
    const signedIn = await Promise.all(signIns)
    expect(signedIn.every(({ token }) => typeof token === 'string')).toBe(true)
    // Each token checked on the other instance: the session it names is in the account for both.
    const accounts = await Promise.all(
      signedIn.map(async ({ instance, token }) => (await call<{ user: { email: string } | null }>(instance === a ? b : a, '/cms-api/users/me', { headers: { authorization: `JWT ${token}` } })).body.user?.email),
    )
    expect(accounts).toEqual(signedIn.map(() => TEST_PROFESSOR.email))
  })

  it('runs one destruction when both instances are told to at once; the other is told one is under way', async () => {
    const email = `scale-retention-${Date.now()}@example.com`
    const department = (await call<{ data: { id: number }[] }>(a, '/api/departments')).body.data[0].id
    const encoded = await multipart(toFormData(validForm(email, department)))
    const sent = await fetchFrom(freshAddress(), `${a.baseUrl}/api/register?locale=ko`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body })
    expect(sent.status).toBe(201)
    const { id } = ((await sent.json()) as { data: { id: number } }).data
    expect((await call(b, `/cms-api/applications/${id}/reject`, { method: 'POST', headers: XHR, token: await adminToken(b), body: { reason: '정원 초과' } })).status).toBe(200)
    const client = new Client({ connectionString: POSTGRES_URL })
    await client.connect()
    await client.query('UPDATE applications SET decided_at = $1 WHERE id = $2', [new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString(), id])
    const linesBefore = Number((await client.query('SELECT count(*) AS n FROM destruction_register')).rows[0].n)

    const runOn = async (instance: Instance) => call<{ id?: number; destroyed?: number }>(instance, '/cms-api/destruction-register/run', { method: 'POST', headers: XHR, token: await adminToken(instance) })
    const [tokenA, tokenB] = [await adminToken(a), await adminToken(b)]
    expect(tokenA && tokenB).toBeTruthy()
    const replies = await Promise.all([runOn(a), runOn(b)])
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409])
    const linesAfter = await client.query('SELECT status, run_lock FROM destruction_register ORDER BY id')
    await client.end()
    expect(linesAfter.rows).toHaveLength(linesBefore + 1)
    expect(linesAfter.rows.at(-1)).toEqual({ status: 'done', run_lock: null })
    expect((await call<{ docs: unknown[] }>(a, `/cms-api/applications?where[id][equals]=${id}`, { token: tokenA })).body.docs).toEqual([])
  })

  it('shows a backup taken on A as the last good one in B’s readiness too (the daily one runs on one instance)', async () => {
    const readiness = async (instance: Instance) => (await call<{ backup: string }>(instance, '/api/health/ready')).body.backup
    expect(await readiness(b)).not.toBe('ok')
    // Not spawnSync: the bucket (s3rver) answers the backup's reads from this process's event loop.
    const backup = spawn(process.execPath, ['scripts/run-script.mjs', 'scripts/backup.ts'], { env: { ...process.env, ...a.extraEnv, DATA_DIR: a.dataDir, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' } })
    let said = ''
    backup.stderr.on('data', (chunk) => (said += chunk))
    const code = await new Promise((resolve) => backup.on('close', resolve))
    expect([code, said.split('\n').filter((line) => /fail/i.test(line))]).toEqual([0, []])
    expect([await readiness(a), await readiness(b)]).toEqual(['ok', 'ok'])
  })

  it('keeps serving when Redis goes away, and refuses nobody for it', async () => {
    redis.kill('SIGKILL')
    await new Promise((resolve) => redis.once('exit', resolve))
    for (const instance of [a, b]) {
      for (const route of ['/', '/en', '/news/announcement', '/api/news', '/api/menus']) expect([instance.name, route, (await call(instance, route)).status]).toEqual([instance.name, route, 200])
    }
    const from = freshAddress()
    const reply = await call(b, '/api/contact/us?locale=en', { method: 'POST', headers: XHR, from, body: { name: 'Visitor', email: 'visitor@example.com', message: 'Still there?', recaptcha: '', consent_privacy: '1' } })
    expect(reply.status).toBe(200)
    const title = `Redis 없이 ${Date.now()}`
    const news = (await call<NewsList>(a, '/api/news')).body.data[1]
    expect((await call(a, `/cms-api/news/${await newsId(a, news.slug)}?locale=ko`, { method: 'PATCH', token: await adminToken(a), body: { title } })).status).toBe(200)
    expect((await call<string>(b, `/news/announcement/${news.slug}`)).body.includes(title)).toBe(true)
    expect(fs.readFileSync(b.logFile, 'utf8')).toContain('Redis is unreachable')
    expect(await call(a, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', redis: 'unreachable' } })
  })
})
