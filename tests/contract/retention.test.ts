import { query } from '../setup/database'
import { TEST_PROFESSOR } from '../setup/server-info'
import { call, eventually, freshAddress, loginAsAdmin, server } from './client'
import { decide, enrolStudent, findAsAdmin, privateFiles, registerValid } from './registration-helpers'
import { namesAddress } from '@/lib/retention/names-address'

/**
 * The destruction of personal data past its retention period the privacy policy states: the clock is moved
 * past the periods by dating records back in the database, then a run from the admin's endpoint
 * must leave no row, no file, no mail copy and no search entry of what expired, and write the
 * register line. Runs on SQLite and PostgreSQL (TEST_DATABASE).
 */
jest.setTimeout(180_000)

const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const YEAR_MS = 366 * 24 * 60 * 60 * 1000

type Line = { kind: string; rule: string; destroyed: number; failed: number }
type RegisterLine = { id: number; trigger: string; status: string; destroyed: number; failed: number; summary: string; lines: Line[]; problems?: string | null; startedAt: string }
type Applicant = { id: number; email: string; files: string[] }

const yearsAgo = (years: number) => new Date(Date.now() - years * YEAR_MS).toISOString()
const run = async (token?: string, headers: Record<string, string> = XHR) =>
  call<{ message: string; id?: number; destroyed?: number; failed?: number; status?: string }>('/cms-api/destruction-register/run', { method: 'POST', token, headers })

async function applicant(tag: string): Promise<Applicant> {
  const email = `retention-${tag}-${Date.now()}@example.com`
  const before = new Set(privateFiles())
  const id = await registerValid(email)
  return { id, email, files: privateFiles().filter((file) => !before.has(file)) }
}

/** The outbox copies sent to or quoting `email` itself (not a longer address ending with it). */
const outboxFor = async (email: string) => {
  const token = await loginAsAdmin()
  const reply = await call<{ docs: { to: string; text?: string | null }[] }>(`/cms-api/mail-outbox?where[or][0][to][contains]=${encodeURIComponent(email)}&where[or][1][text][contains]=${encodeURIComponent(email)}&limit=100&depth=0`, { token })
  return reply.body.docs.filter((mail) => namesAddress(mail.to, email) || namesAddress(mail.text, email))
}

async function sendContact(email: string) {
  const reply = await call('/api/contact/us?locale=ko', { method: 'POST', headers: XHR, from: freshAddress(), body: { name: '홍길동', email, message: '파기 시험 문의입니다.', recaptcha: '', consent_privacy: '1' } })
  expect(reply.status).toBe(200)
  return (await findAsAdmin<{ id: number }>('contact-messages', 'email', email))[0].id
}

async function professorToken(): Promise<string> {
  const reply = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password } })
  expect(reply.status).toBe(200)
  return reply.body.token
}

describe('destroying personal data past its retention period', () => {
  const rejected: Partial<Applicant> = {}
  const approved: Partial<Applicant> = {}
  const undecided: Partial<Applicant> = {}
  const recent: Partial<Applicant> = {}
  const contactEmail = `retention-contact-${Date.now()}@example.com`
  let contactId = 0
  let oldMailId = 0
  let line: RegisterLine
  let runStartedAt = ''

  beforeAll(async () => {
    Object.assign(rejected, await applicant('rejected'))
    Object.assign(approved, await applicant('approved'))
    Object.assign(undecided, await applicant('undecided'))
    Object.assign(recent, await applicant('recent'))
    const token = await loginAsAdmin()
    expect((await decide(rejected.id!, 'reject', { token, body: { reason: '정원 초과' } })).status).toBe(200)
    expect((await decide(recent.id!, 'reject', { token, body: { reason: '정원 초과' } })).status).toBe(200)
    expect((await enrolStudent(approved.id!, { token })).status).toBe(200)
    contactId = await sendContact(contactEmail)
    // Someone else, whose address ends with the rejected applicant's: their recent mails stay.
    await sendContact(`k${rejected.email}`)
    // Every mail is in the outbox before the clock moves (they go out after the answers).
    for (const person of [rejected, approved, undecided, recent]) expect(await eventually(async () => ((await outboxFor(person.email!)).length >= 2 ? true : undefined))).toBe(true)
    for (const email of [contactEmail, `k${rejected.email}`]) expect(await eventually(async () => ((await outboxFor(email)).length >= 1 ? true : undefined))).toBe(true)

    // The clock moves: past 1 year for the rejection, 3 for the approval, 1 for the undecided one and the message, 6 months for an old mail.
    await query(server, 'UPDATE applications SET decided_at = $1 WHERE id = $2', [yearsAgo(1.1), rejected.id!])
    await query(server, 'UPDATE applications SET decided_at = $1 WHERE id = $2', [yearsAgo(3.1), approved.id!])
    await query(server, 'UPDATE applications SET created_at = $1 WHERE id = $2', [yearsAgo(1.1), undecided.id!])
    await query(server, 'UPDATE contact_messages SET created_at = $1 WHERE id = $2', [yearsAgo(1.1), contactId])
    const [someMail] = await query<{ id: number }>(server, "SELECT id FROM mail_outbox WHERE subject NOT LIKE '%retention-%' ORDER BY id LIMIT 1")
    oldMailId = Number(someMail.id)
    await query(server, 'UPDATE mail_outbox SET created_at = $1 WHERE id = $2', [yearsAgo(0.6), oldMailId])

    // Applications are never in the search index, before or after.
    for (const person of [rejected, approved, undecided]) expect((await call<{ data: unknown[] }>(`/api/search?q=${encodeURIComponent(person.email!)}&locale=ko`)).body.data).toEqual([])
    expect(await query(server, "SELECT id FROM search_entries WHERE source LIKE 'applications%' OR source LIKE 'contact%' OR source LIKE 'mail%'")).toEqual([])

    runStartedAt = new Date().toISOString()
    const reply = await run(token)
    expect(reply.status).toBe(200)
    const register = await call<{ docs: RegisterLine[] }>(`/cms-api/destruction-register/${reply.body.id}?depth=0`, { token })
    line = register.body as unknown as RegisterLine
  })

  it('leaves no row of an expired application, nor its files on disk, nor its mail copies', async () => {
    for (const person of [rejected, approved, undecided]) {
      expect(await findAsAdmin('applications', 'email', person.email!)).toEqual([])
      expect(person.files).toHaveLength(3)
      for (const file of person.files!) expect(privateFiles()).not.toContain(file)
      expect(await outboxFor(person.email!)).toEqual([])
      expect(await query(server, 'SELECT id FROM applications WHERE email = $1', [person.email!])).toEqual([])
    }
    const fileRows = await query(server, `SELECT id FROM applicant_files WHERE filename IN (${[...rejected.files!, ...approved.files!, ...undecided.files!].map((_, i) => `$${i + 1}`).join(', ')})`, [...rejected.files!, ...approved.files!, ...undecided.files!])
    expect(fileRows).toEqual([])
  })

  it('leaves the mails of an address that only ends with a destroyed one, and no staff access-log line', async () => {
    const neighbour = `k${rejected.email}`
    expect((await outboxFor(neighbour)).length).toBeGreaterThan(0)
    // By time, not by application id: SQLite hands a deleted row's id to the next row, so an earlier suite's
    // deletion may carry one of these ids.
    const logged = await call<{ docs: unknown[] }>(`/cms-api/access-log?where[action][equals]=delete&where[createdAt][greater_than_equal]=${runStartedAt}&limit=1000&depth=0`, { token: await loginAsAdmin() })
    expect(logged.status).toBe(200)
    expect(logged.body.docs).toEqual([])
  })

  it('takes the accounts that never became a student’s, and keeps the approved student’s', async () => {
    expect(await findAsAdmin('users', 'email', rejected.email!)).toEqual([])
    expect(await findAsAdmin('users', 'email', undecided.email!)).toEqual([])
    expect(await findAsAdmin<{ state: string }>('users', 'email', approved.email!)).toMatchObject([{ state: 'active' }])
  })

  it('keeps what has not expired: a recent rejection with its files, mails and account', async () => {
    expect(await findAsAdmin('applications', 'email', recent.email!)).toHaveLength(1)
    for (const file of recent.files!) expect(privateFiles()).toContain(file)
    expect((await outboxFor(recent.email!)).length).toBeGreaterThan(0)
    expect(await findAsAdmin('users', 'email', recent.email!)).toHaveLength(1)
  })

  it('destroys expired contact messages with the mails about them, and old copies of mail', async () => {
    expect(await findAsAdmin('contact-messages', 'email', contactEmail)).toEqual([])
    expect(await outboxFor(contactEmail)).toEqual([])
    expect(await query(server, 'SELECT id FROM mail_outbox WHERE id = $1', [oldMailId])).toEqual([])
  })

  it('writes one register line with the counts by kind and rule, and no personal data', async () => {
    expect(line).toMatchObject({ trigger: 'admin', status: 'done', failed: 0 })
    const byKind = (kind: string) => line.lines.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.destroyed, 0)
    expect(byKind('applications-rejected')).toBeGreaterThanOrEqual(1)
    expect(byKind('applications-approved')).toBeGreaterThanOrEqual(1)
    expect(byKind('applications-undecided')).toBeGreaterThanOrEqual(1)
    expect(byKind('applicant-files')).toBeGreaterThanOrEqual(6)
    expect(byKind('applicant-accounts')).toBeGreaterThanOrEqual(2)
    expect(byKind('contact-messages')).toBeGreaterThanOrEqual(1)
    expect(byKind('mail-outbox')).toBeGreaterThanOrEqual(1)
    expect(line.lines.find((entry) => entry.kind === 'applications-approved')?.rule).toBe('합격 결정 후 3년')
    const text = JSON.stringify(line)
    for (const person of [rejected, approved, undecided]) expect(text).not.toContain(person.email)
    expect(text).not.toContain(contactEmail)
    expect(text).not.toContain('김지원')
  })

  it('a second run finds nothing more to destroy and says so in a line of its own', async () => {
    const reply = await run(await loginAsAdmin())
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ status: 'done', failed: 0 })
    expect(reply.body.id).not.toBe(line.id)
  })
})

describe('who may read the register and run the destruction', () => {
  it('the register: admins read it; nobody writes, changes or deletes a line', async () => {
    const admin = await loginAsAdmin()
    const professor = await professorToken()
    const list = await call<{ docs: RegisterLine[] }>('/cms-api/destruction-register?limit=1', { token: admin })
    expect(list.status).toBe(200)
    const id = list.body.docs[0].id
    for (const token of [undefined, professor]) {
      expect((await call<{ docs: unknown[] }>('/cms-api/destruction-register', { token })).status).toBe(403)
      expect((await call(`/cms-api/destruction-register/${id}`, { token })).status).toBe(403)
    }
    for (const token of [undefined, professor, admin]) {
      expect((await call('/cms-api/destruction-register', { method: 'POST', token, body: { trigger: 'admin', status: 'done', startedAt: new Date().toISOString() } })).status).toBe(403)
      expect((await call(`/cms-api/destruction-register/${id}`, { method: 'PATCH', token, body: { destroyed: 0 } })).status).toBe(403)
      expect((await call(`/cms-api/destruction-register/${id}`, { method: 'DELETE', token })).status).toBe(403)
    }
    expect((await call<{ docs: unknown[] }>(`/cms-api/destruction-register?where[id][equals]=${id}`, { token: admin })).body.docs).toHaveLength(1)
  })

  it('the run: admins only, and only from the admin’s own script', async () => {
    const before = (await call<{ totalDocs: number }>('/cms-api/destruction-register?limit=0', { token: await loginAsAdmin() })).body.totalDocs
    expect((await run(undefined)).status).toBe(403)
    expect((await run(await professorToken())).status).toBe(403)
    expect((await run(await loginAsAdmin(), {})).status).toBe(403)
    expect((await call<{ totalDocs: number }>('/cms-api/destruction-register?limit=0', { token: await loginAsAdmin() })).body.totalDocs).toBe(before)
  })

  it('the queue’s jobs are not open to signed-in accounts that are not admins', async () => {
    const professor = await professorToken()
    expect((await call('/cms-api/payload-jobs', { token: professor })).status).toBe(403)
    // Payload's own run endpoint answers a refused run with 401.
    expect([401, 403]).toContain((await call('/cms-api/payload-jobs/run', { token: professor })).status)
    // The schedule's record: moving its last run would put the nightly destruction off.
    expect((await call('/cms-api/globals/payload-jobs-stats', { method: 'POST', token: professor, body: { stats: {} } })).status).toBe(403)
    expect((await call('/cms-api/globals/payload-jobs-stats', { method: 'POST', token: await loginAsAdmin(), body: { stats: {} } })).status).toBe(403)
  })
})
