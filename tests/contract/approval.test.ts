import { query } from '../setup/database'
import { CONTRACT_SENDER } from '../setup/server-info'
import { call, deliveredMail, eventually, loginAsAdmin, server } from './client'
import { admitAndConfirm, confirmPayment, decide, enrolStudent, findAsAdmin, PNG, registerValid, removeRegistrations, signIn } from './registration-helpers'

type ApplicationDoc = { id: number; state: string; studentNumber: string | null; rejectionReason: string | null; decidedAt: string | null; department: number; photo: number; user: number; enrolment: string | null }

// Every sign-in and registration hashes a password; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

const PASSWORD = 'applicant-pass-1'
const emails = Array.from({ length: 7 }, (_, index) => `approval-${index}-${Date.now()}@example.com`)
const ids: number[] = []
let batchNumbers: string[] = []

async function application(id: number): Promise<ApplicationDoc> {
  const reply = await call<ApplicationDoc>(`/cms-api/applications/${id}?depth=0`, { token: await loginAsAdmin() })
  return reply.body
}

beforeAll(async () => {
  for (const email of emails) ids.push(await registerValid(email))
}, 120_000)

afterAll(() => removeRegistrations(emails))

// A round's applicant becomes a student at 입금 확인 (the approval asked of a confirmed enrolment); 승인 as such is for an
// application without a round, brought over from the old site.
describe('approving and rejecting applications', () => {
  it('refuses 승인 of a round’s application with a message, changing nothing; one without a round is approved', async () => {
    const token = await loginAsAdmin()
    const email = `approval-round-${Date.now()}@example.com`
    const id = await registerValid(email)
    try {
      const refused = await decide(id, 'approve', { token })
      expect([refused.status, refused.body.message]).toEqual([409, '모집 일정에 속한 지원서는 승인하지 않습니다. 합격 결정과 발표 뒤 지원자가 등록을 확정하면 입금 확인 때 학번이 부여됩니다.'])
      const english = await call<{ message: string }>(`/cms-api/applications/${id}/approve`, { method: 'POST', token, body: {}, headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' } })
      expect(english.body.message).toMatch(/^An application of an admission round is not approved/)
      expect(await application(id)).toMatchObject({ state: 'pending', studentNumber: null, decidedAt: null })
      expect((await findAsAdmin<{ state: string }>('users', 'email', email))[0].state).toBe('pending')
      expect((await findAsAdmin<{ action: string }>('access-log', 'applicationId', id)).filter(({ action }) => action === 'approve')).toEqual([])

      // As an application brought over from the old site has none.
      await query(server, 'UPDATE applications SET round_id = NULL WHERE id = $1', [id])
      const approved = await decide(id, 'approve', { token })
      expect(approved.status).toBe(200)
      expect(await application(id)).toMatchObject({ state: 'approved', studentNumber: approved.body.studentNumber })
    } finally {
      await removeRegistrations([email])
    }
  })

  it('counts a paid applicant among the students of the public statistics at once', async () => {
    const students = async () => (await call<{ data: { students: number } }>('/api/statistics')).body.data.students
    const before = await students()
    const email = `approval-counted-${Date.now()}@example.com`
    const id = await registerValid(email)
    try {
      expect((await enrolStudent(id)).status).toBe(200)
      expect(await students()).toBe(before + 1)
    } finally {
      await removeRegistrations([email])
    }
  })

  it('is for admins only, from the admin panel’s own script', async () => {
    const token = await loginAsAdmin()
    await admitAndConfirm(ids[0], token)
    for (const act of [(headers?: Record<string, string>, as?: string) => decide(ids[0], 'approve', { token: as, headers }), (headers?: Record<string, string>, as?: string) => confirmPayment(ids[0], { token: as, headers })]) {
      expect((await act()).status).toBe(403)
      expect((await act({}, token)).status).toBe(403)
      expect((await act({ 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' }, token)).status).toBe(403)
    }
    expect(await application(ids[0])).toMatchObject({ state: 'pending', enrolment: 'confirmed' })
  })

  it('gives five payments confirmed at once five different student numbers', async () => {
    const token = await loginAsAdmin()
    const batch = ids.slice(0, 5)
    for (const id of batch) await admitAndConfirm(id, token)
    const replies = await Promise.all(batch.map((id) => confirmPayment(id, { token })))
    expect(replies.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200])
    const numbers = replies.map(({ body }) => body.studentNumber!)
    batchNumbers = numbers
    expect(new Set(numbers).size).toBe(5)

    const department = await call<{ code: string }>(`/cms-api/departments/${(await application(batch[0])).department}`, { token })
    const now = new Date(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()))
    const prefix = `${now.getUTCFullYear()}${now.getUTCMonth() < 6 ? 1 : 2}${department.body.code}`
    for (const number of numbers) expect(number).toMatch(new RegExp(`^${prefix}\\d{3}$`))
    const sequences = numbers.map((number) => Number(number.slice(-3))).sort((a, b) => a - b)
    expect(sequences.at(-1)! - sequences[0]).toBe(4)

    for (const [index, id] of batch.entries()) {
      expect(await application(id)).toMatchObject({ state: 'approved', studentNumber: numbers[index] })
      const [user] = await findAsAdmin<{ state: string }>('users', 'email', emails[index])
      expect(user.state).toBe('active')
    }
    expect((await signIn(emails[0], PASSWORD)).status).toBe(200)
  })

  it('refuses to confirm a payment twice', async () => {
    const reply = await confirmPayment(ids[0], { token: await loginAsAdmin() })
    expect(reply.status).toBe(409)
    expect(reply.body.message).toMatch(/이미 처리된|already been decided/)
  })

  it('rejects with a reason (and only with one), and the applicant stays signed out', async () => {
    const token = await loginAsAdmin()
    const id = ids[5]
    expect((await decide(id, 'reject', { token, body: { reason: '  ' } })).status).toBe(422)
    expect((await decide(id, 'reject', { token, body: { reason: '제출 서류가 부족합니다.' } })).status).toBe(200)
    expect(await application(id)).toMatchObject({ state: 'rejected', rejectionReason: '제출 서류가 부족합니다.', studentNumber: null })
    const [user] = await findAsAdmin<{ state: string }>('users', 'email', emails[5])
    expect(user.state).toBe('rejected')
    expect((await signIn(emails[5], PASSWORD)).status).toBe(422)
    expect((await decide(id, 'approve', { token })).status).toBe(409)
    expect((await decide(999_999, 'approve', { token })).status).toBe(404)
  })

  it('tells the applicants by mail, delivered over SMTP and kept in the outbox', async () => {
    const { studentNumber } = await application(ids[1])
    const outbox = (to: string, subjectContains: string) =>
      eventually(async () => (await findAsAdmin<{ subject: string; text: string; status: string }>('mail-outbox', 'to', to)).find(({ subject }) => subject.includes(subjectContains)))

    expect(await deliveredMail(emails[1], 'approved')).toMatchObject({ from: CONTRACT_SENDER, text: expect.stringContaining(studentNumber!) })
    expect(await outbox(emails[1], 'approved')).toMatchObject({ status: 'sent', text: expect.stringContaining(studentNumber!) })
    expect(await deliveredMail(emails[5], 'result')).toMatchObject({ from: CONTRACT_SENDER, text: expect.stringContaining('제출 서류가 부족합니다.') })
    expect(await outbox(emails[5], 'result')).toMatchObject({ status: 'sent', text: expect.stringContaining('제출 서류가 부족합니다.') })
  })

  it('keeps state and student number out of a plain edit', async () => {
    const token = await loginAsAdmin()
    await call(`/cms-api/applications/${ids[6]}`, { method: 'PATCH', token, body: { state: 'approved', studentNumber: '1234567890' } })
    expect(await application(ids[6])).toMatchObject({ state: 'pending', studentNumber: null })
  })

  it('is all or nothing: a 입금 확인 that fails once the account is active leaves both pending and its number unused', async () => {
    const token = await loginAsAdmin()
    const id = ids[6]
    await admitAndConfirm(id, token)
    const failed = await confirmPayment(id, { token, headers: { 'x-requested-with': 'XMLHttpRequest', 'x-test-fault': 'approval-after-activation' } })
    expect(failed.status).toBe(500)
    expect(await application(id)).toMatchObject({ state: 'pending', studentNumber: null, enrolment: 'confirmed' })
    const [user] = await findAsAdmin<{ state: string }>('users', 'email', emails[6])
    expect(user.state).toBe('pending')
    expect((await signIn(emails[6], PASSWORD)).status).toBe(422)

    const approved = await confirmPayment(id, { token })
    expect(approved.status).toBe(200)
    // The failed approval's number went back: the next one follows the batch's last without a gap.
    const highest = Math.max(...batchNumbers.map((number) => Number(number.slice(-3))))
    expect(Number(approved.body.studentNumber!.slice(-3))).toBe(highest + 1)
    expect(await application(id)).toMatchObject({ state: 'approved', studentNumber: approved.body.studentNumber })
  })
})

describe('the private applicant files', () => {
  it('are downloaded by an admin or by the applicant, by nobody else', async () => {
    const { photo } = await application(ids[1])
    const url = `/api/applications/files/${photo}`
    expect((await call(url)).status).toBe(401)

    const other = await signIn(emails[2], PASSWORD)
    expect((await call(url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(403)

    const asAdmin = await fetch(server.baseUrl + url, { headers: { authorization: `JWT ${await loginAsAdmin()}` } })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('content-disposition')).toMatch(/^attachment; filename="?me\.png"?(;|$)/)
    expect(asAdmin.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asAdmin.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await asAdmin.arrayBuffer()).equals(PNG)).toBe(true)

    const owner = await signIn(emails[1], PASSWORD)
    expect((await call(url, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200)
    expect((await call('/api/applications/files/999999', { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(404)
    expect((await call('/api/applications/files/not-an-id', { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(404)
  })

  it('are not readable through Payload’s API without the right account', async () => {
    const { photo } = await application(ids[1])
    const file = await call<{ filename: string }>(`/cms-api/applicant-files/${photo}`, { token: await loginAsAdmin() })
    expect((await call('/cms-api/applicant-files')).status).toBe(403)
    expect((await call(`/cms-api/applicant-files/file/${file.body.filename}`)).status).toBe(403)
    const other = await signIn(emails[3], PASSWORD)
    const list = await call<{ docs: unknown[] }>('/cms-api/applicant-files', { headers: { authorization: `Bearer ${other.token}` } })
    expect(list.body.docs).toHaveLength(3)
  })
})

describe('an applicant reading their application through Payload’s API', () => {
  it('sees only their own, with the citizenship number masked', async () => {
    const own = await signIn(emails[4], PASSWORD)
    const reply = await call<{ docs: Record<string, unknown>[] }>('/cms-api/applications', { headers: { authorization: `Bearer ${own.token}` } })
    expect(reply.body.docs.map(({ id }) => id)).toEqual([ids[4]])
    expect(reply.body.docs[0].citizenshipNoMasked).toBe('950505-2******')
    expect(JSON.stringify(reply.body)).not.toContain('2123456')
    expect(reply.body.docs[0]).not.toHaveProperty('citizenshipNoEncrypted')
    expect((await call('/cms-api/applications')).status).toBe(403)
  })
})
