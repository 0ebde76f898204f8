import { moveRounds, rounds, type Round } from './admission-rounds'
import { call, createAsAdmin, deleteAsAdmin, freshAddress, get, loginAsAdmin } from './client'
import { enrolStudent, openDepartmentId, register, removeRegistrations, signIn, validForm } from './registration-helpers'

// Registrations hash passwords, and one test waits for the jobs queue: a few seconds each on a busy machine.
jest.setTimeout(120_000)

type Result = { code: string; waitlist_rank?: number | null }
type StatusData = { reference: string; exam_number: string | null; results_at: string | null; result?: Result; documents: { name: string; url: string }[] }
type StatusReply = { data?: StatusData; message?: string; errors?: Record<string, string[]> }
type FieldError = { path: string; message: string }
type PayloadErrors = { errors?: { data?: { errors?: FieldError[] } }[] }
type ApplicationDoc = { id: number; round: number | null; examNumber: string | null; department: number; result?: string | null; waitlistRank?: number | null }
type OutboxMail = { to: string; subject: string; text: string; status: string }

const PASSWORD = 'applicant-pass-1'
const DOB = '1995-05-05'
const stamp = Date.now()
const emails = [`round-a-${stamp}@example.com`, `round-b-${stamp}@example.com`]
const registered: { id: number; reference: string }[] = []
let token: string
let round: Round

const at = (raw: string, ms = 0) => new Date(Date.parse(raw) + ms).toISOString()

/** POST /api/registration/status, at the instant `now` when given (the test server's moved clock, lib/clock.ts). */
const lookUp = (body: Record<string, unknown>, now?: string) =>
  call<StatusReply>('/api/registration/status?locale=ko', {
    method: 'POST',
    from: freshAddress(),
    body,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(now && { 'x-test-now': now }) },
  })

/** An answer as compared: whole, but for the signed links of the files, whose expiry moves with every millisecond. */
const comparable = ({ status, body }: { status: number; body: StatusReply }) =>
  JSON.stringify({ status, body: { ...body, data: body.data && { ...body.data, documents: body.data.documents.map(({ name, url }) => [name, url.split('?')[0]]) } } })

const proofOf = (index: number) => ({ reference: registered[index].reference, email: emails[index], dob: DOB })

const application = async (id: number) => (await call<ApplicationDoc>(`/cms-api/applications/${id}?depth=0`, { token })).body

const patchApplication = (id: number, body: Record<string, unknown>, now?: string) =>
  call<PayloadErrors>(`/cms-api/applications/${id}`, { method: 'PATCH', token, body, headers: now ? { 'x-test-now': now } : {} })

const fieldErrors = (body: PayloadErrors): FieldError[] => (body.errors ?? []).flatMap((error) => (error.data?.errors ?? []).map(({ path, message }) => ({ path, message })))

beforeAll(async () => {
  token = await loginAsAdmin()
  const now = Date.now()
  round = (await rounds(token)).find((candidate) => Date.parse(candidate.applicationOpensAt) <= now && now < Date.parse(candidate.applicationClosesAt))!
  const departmentId = await openDepartmentId()
  for (const email of emails) {
    const reply = await register(validForm(email, departmentId))
    if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    registered.push(reply.body.data)
  }
}, 120_000)

afterAll(() => removeRegistrations(emails))

describe('the admin refuses a round', () => {
  const dates = {
    applicationOpensAt: '2031-03-01T00:00:00.000Z',
    applicationClosesAt: '2031-04-01T00:00:00.000Z',
    announcementAt: '2031-04-20T01:00:00.000Z',
    enrolmentOpensAt: '2031-04-21T00:00:00.000Z',
    enrolmentClosesAt: '2031-04-30T00:00:00.000Z',
  }
  const create = (body: Record<string, unknown>) => call<PayloadErrors & { doc?: { id: number } }>('/cms-api/admission-rounds', { method: 'POST', token, body: { name: '시험 모집', ...dates, ...body } })

  it('whose dates are out of order, with the message at each wrong field, and saves nothing', async () => {
    const before = (await rounds(token)).length
    const reply = await create({ applicationClosesAt: '2031-02-01T00:00:00.000Z', enrolmentOpensAt: '2031-04-19T00:00:00.000Z', interviewDays: [{ day: '2031-05-10T03:00:00.000Z' }] })
    expect(reply.status).toBe(400)
    expect(fieldErrors(reply.body)).toEqual([
      { path: 'applicationClosesAt', message: '원서 접수 마감은 접수 시작보다 뒤여야 합니다.' },
      { path: 'interviewDays', message: '면접일은 원서 접수 마감일부터 합격자 발표일 사이여야 합니다.' },
      { path: 'enrolmentOpensAt', message: '등록 시작은 합격자 발표 뒤여야 합니다.' },
    ])
    expect(await rounds(token)).toHaveLength(before)
  })

  it('that overlaps another, naming the other at the opening of applications', async () => {
    const reply = await create({ applicationOpensAt: at(round.enrolmentClosesAt, -1000), applicationClosesAt: at(round.enrolmentClosesAt, 86_400_000), announcementAt: '2031-04-20T01:00:00.000Z' })
    expect(reply.status).toBe(400)
    expect(fieldErrors(reply.body)).toEqual([{ path: 'applicationOpensAt', message: `다른 모집 "${round.name}"과 기간이 겹칩니다 (원서 접수 시작부터 등록 마감까지).` }])
  })

  it('takes one right after another', async () => {
    const reply = await create({})
    expect(reply.status).toBe(201)
    await call(`/cms-api/admission-rounds/${reply.body.doc!.id}`, { method: 'DELETE', token })
  })
})

describe('a round with applications', () => {
  it('is kept when deleted, with the reason, and can still be changed', async () => {
    const refused = await call<{ errors?: { message: string }[] }>(`/cms-api/admission-rounds/${round.id}`, { method: 'DELETE', token, headers: { 'accept-language': 'ko' } })
    expect(refused.status).toBe(409)
    expect(refused.body.errors?.[0]?.message).toMatch(/^이 모집에는 지원서 \d+건이 있어 삭제할 수 없습니다/)
    expect((await rounds(token)).some((candidate) => candidate.id === round.id)).toBe(true)
  })

  it('takes applications only for its departments, with the field’s message', async () => {
    const outside = await createAsAdmin<{ id: number }>('departments', { code: '97', name: '모집하지 않는 학과', openForApplication: true })
    try {
      const reply = await register(validForm(`round-outside-${stamp}@example.com`, outside.id), { locale: 'ko' })
      expect(reply.status).toBe(422)
      expect(Object.keys((reply.body as unknown as { errors: Record<string, string[]> }).errors)).toEqual(['department_id'])
    } finally {
      await deleteAsAdmin('departments', outside.id)
    }
  })
})

describe('the 수험번호', () => {
  it('is given when the application is received: the department code and the order within the round and department', async () => {
    const [first, second] = await Promise.all(registered.map(({ id }) => application(id)))
    const departments = await call<{ code: string }>(`/cms-api/departments/${first.department}`, { token })
    for (const doc of [first, second]) {
      expect(doc.round).toBe(round.id)
      expect(doc.examNumber).toMatch(new RegExp(`^${departments.body.code}\\d{4}$`))
    }
    expect(Number(second.examNumber!.slice(2))).toBe(Number(first.examNumber!.slice(2)) + 1)
    const reply = await lookUp(proofOf(0))
    expect(reply.body.data).toMatchObject({ exam_number: first.examNumber, results_at: at(round.announcementAt) })
  })
})

describe('a result, shown from the announced second', () => {
  it('leaves the answer the same before the instant, decided or not, and is in it from that second, by either proof', async () => {
    const second = round.announcementAt
    const before = at(second, -1)
    const undecided = await lookUp(proofOf(0), before)
    expect(undecided.status).toBe(200)
    expect(undecided.body.data).not.toHaveProperty('result')

    expect((await patchApplication(registered[0].id, { result: 'waitlist', waitlistRank: 2 })).status).toBe(200)
    const decided = await lookUp(proofOf(0), before)
    expect(comparable(decided)).toBe(comparable(undecided))
    const byPassword = await lookUp({ email: emails[0], password: PASSWORD }, before)
    expect(byPassword.body.data).not.toHaveProperty('result')

    expect((await lookUp(proofOf(0), at(second))).body.data?.result).toEqual({ code: 'waitlist', waitlist_rank: 2 })
    expect((await lookUp({ email: emails[0], password: PASSWORD }, at(second))).body.data?.result).toEqual({ code: 'waitlist', waitlist_rank: 2 })
    // An undecided application says nothing more after the announcement than before it.
    expect((await lookUp(proofOf(1), at(second))).body.data).not.toHaveProperty('result')
  })

  it('is previewed by staff on the application as its applicant will see it at the announcement, in their language', async () => {
    const page = await call<string>(`/admin/collections/applications/${registered[0].id}`, { token })
    expect(page.status).toBe(200)
    expect(page.body).toContain('지원자에게 보이는 화면 (발표 시각 기준)')
    // The applicant applied in English: the status page's own rows, with the result recorded above.
    expect(page.body).toContain('<dt>Result</dt><dd>Waiting list (place 2)</dd>')
    expect(page.body).toContain(`<dt>Exam number</dt><dd>${(await application(registered[0].id)).examNumber}</dd>`)
  })

  it('is not given for a wrong date of birth, before or after the announcement: the one refusal of a proof that matches nothing', async () => {
    const nothing = await lookUp({ reference: '1999-9999', email: emails[0], dob: DOB })
    expect(nothing.status).toBe(422)
    for (const now of [at(round.announcementAt, -1000), at(round.announcementAt)]) {
      const wrong = await lookUp({ ...proofOf(0), dob: '1995-05-06' }, now)
      expect(wrong.status).toBe(422)
      expect(wrong.body).toEqual(nothing.body)
    }
  })

  it('needs a reason to be changed after the announcement, and the change goes into the access log', async () => {
    const after = at(round.announcementAt, 60_000)
    const refused = await patchApplication(registered[0].id, { result: 'pass' }, after)
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused.body)).toEqual([{ path: 'resultChangeReason', message: '발표 뒤에 결과를 바꾸려면 변경 사유를 입력해 주세요. 사유는 개인정보 접근 기록에 남습니다.' }])
    expect(await application(registered[0].id)).toMatchObject({ result: 'waitlist', waitlistRank: 2 })

    const reason = '예비 2번 합격자 등록 포기로 추가 합격'
    expect((await patchApplication(registered[0].id, { result: 'pass', resultChangeReason: reason }, after)).status).toBe(200)
    expect(await application(registered[0].id)).toMatchObject({ result: 'pass', waitlistRank: null })
    const log = await call<{ docs: { applicationId: number; details: unknown }[] }>(`/cms-api/access-log?where[action][equals]=changeResult&where[applicationId][equals]=${registered[0].id}&depth=0`, { token })
    expect(log.body.docs.map(({ details }) => details)).toEqual([{ from: 'waitlist 2', to: 'pass', reason }])
  })

  it('shows on /student only from the announced second, as in the lookup', async () => {
    expect((await enrolStudent(registered[0].id, { token })).status).toBe(200)
    const signedIn = await signIn(emails[0], PASSWORD)
    const page = async (now: string) => (await call<string>('/student', { headers: { authorization: `JWT ${signedIn.token}`, 'x-test-now': now } })).body
    const resultRow = '<dt>전형 결과</dt><dd>합격</dd>'
    const before = await page(at(round.announcementAt, -1))
    expect(before).toContain('<dt>수험번호</dt>')
    expect(before).not.toContain('전형 결과')
    expect(await page(at(round.announcementAt))).toContain(resultRow)
  })

  it('goes out by mail through the jobs queue from the announced second, with nothing pressed, and is in the outbox', async () => {
    const outbox = async (email: string, subject = 'Results of') =>
      (await call<{ docs: OutboxMail[] }>(`/cms-api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20&depth=0`, { token })).body.docs.filter((mail) => mail.subject.includes(subject))
    /** The mails of `subject` once there are some, waiting for the jobs queue (the runner runs every few seconds). */
    const delivered = async (email: string, subject?: string) => {
      const deadline = Date.now() + 45_000
      let mails: OutboxMail[] = []
      while (mails.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        mails = await outbox(email, subject)
      }
      return mails
    }
    // The round moved whole so that its results are announced in a few seconds, in real time now.
    const undo = await moveRounds(token, [round], Date.now() + 4000 - Date.parse(round.announcementAt))
    try {
      expect((await lookUp(proofOf(0))).body.data).not.toHaveProperty('result')
      expect(await outbox(emails[0])).toEqual([])
      const mails = await delivered(emails[0])
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain(`Exam number: ${(await application(registered[0].id)).examNumber}`)
      expect(mails[0].text).not.toMatch(/admitted/i)
      expect((await lookUp(proofOf(0))).body.data?.result).toEqual({ code: 'pass' })
      // Nothing was decided for the other applicant: no mail.
      expect(await outbox(emails[1])).toEqual([])
      // A change after the announcement is mailed again, as a change, once.
      expect((await patchApplication(registered[0].id, { result: 'fail', resultChangeReason: '서류 진위 확인 결과 반영' })).status).toBe(200)
      expect(await delivered(emails[0], 'has changed')).toHaveLength(1)
      expect(await outbox(emails[0])).toHaveLength(1)
      expect((await lookUp(proofOf(0))).body.data?.result).toEqual({ code: 'fail' })
    } finally {
      await undo()
    }
  })
})

describe('the admission pages', () => {
  it('show the current round with its step marked, and the announcement with its time zone in English', async () => {
    const [ko, en] = await Promise.all([get<string>('/admission-guide/admission-counselling'), get<string>('/en/admission-guide/admission-counselling')])
    expect(ko.body).toMatch(/data-step="application" aria-current="step"/)
    expect(ko.body).toContain('합격자 발표')
    expect(en.body).toContain('Results announced')
    expect(en.body).toMatch(/KST \(UTC\+9\)/)
  })
})

