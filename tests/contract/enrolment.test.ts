import { moveRounds, rounds, type Round } from './admission-rounds'
import { call, freshAddress, loginAsAdmin } from './client'
import { openDepartmentId, register, removeRegistrations, signIn, validForm } from './registration-helpers'

// Four registrations hash passwords, and the late offer's mail waits for the jobs queue.
jest.setTimeout(180_000)

type Enrolment = { state: string; opens_at: string; closes_at: string; can_answer: boolean; tuition: { amount: number | null; account: string | null; notice: string | null } }
type StatusData = { status: string; student_number?: string; result?: { code: string }; enrolment?: Enrolment }
type Reply = { data?: StatusData; message?: string; errors?: Record<string, string[]> }
type ApplicationDoc = { id: number; state: string; result: string | null; enrolment: string | null; enrolmentDeadline: string | null; studentNumber: string | null }
type OutboxMail = { subject: string; text: string }

const PASSWORD = 'applicant-pass-1'
const DOB = '1995-05-05'
const NOTICE = { ko: '등록금은 발표 후 일주일 안에 입금해 주세요.', en: 'Please pay within a week of the announcement.' }
const stamp = Date.now()
// Two admitted (A, B) and two on the waiting list: C registered first with rank 2, D after it with rank 1.
const emails = ['a', 'b', 'c', 'd'].map((name) => `enrol-${name}-${stamp}@example.com`)
const registered: { id: number; reference: string }[] = []
let token: string
let round: Round
let department: number
let undoMove: () => Promise<void>

const at = (raw: string, ms = 0) => new Date(Date.parse(raw) + ms).toISOString()
const proofOf = (index: number) => ({ reference: registered[index].reference, email: emails[index], dob: DOB })
const clock = (now?: string): Record<string, string> => ({ 'x-requested-with': 'XMLHttpRequest', ...(now && { 'x-test-now': now }) })

const lookUp = (index: number, now?: string) => call<Reply>('/api/registration/status?locale=en', { method: 'POST', from: freshAddress(), body: proofOf(index), headers: clock(now) })

/** POST /api/registration/enrolment as the status page sends it, at the instant `now` when given. */
const answer = (body: Record<string, unknown>, now?: string) => call<Reply>('/api/registration/enrolment?locale=ko', { method: 'POST', from: freshAddress(), body, headers: clock(now) })

const application = async (index: number) => (await call<ApplicationDoc>(`/cms-api/applications/${registered[index].id}?depth=0`, { token })).body

const pay = (index: number) => call<{ message: string; studentNumber?: string }>(`/cms-api/applications/${registered[index].id}/payment`, { method: 'POST', token, body: {}, headers: clock() })

const promote = (deadline: string, now?: string, of = department) =>
  call<{ message: string; application?: number }>(`/cms-api/admission-rounds/${round.id}/promote-waitlist`, { method: 'POST', token, body: { department: of, deadline }, headers: clock(now) })

async function delivered(email: string, subject: string): Promise<OutboxMail[]> {
  const deadline = Date.now() + 45_000
  for (;;) {
    const reply = await call<{ docs: OutboxMail[] }>(`/cms-api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}&limit=20&depth=0`, { token })
    const mails = reply.body.docs.filter((mail) => mail.subject.includes(subject))
    if (mails.length > 0 || Date.now() > deadline) return mails
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

beforeAll(async () => {
  token = await loginAsAdmin()
  const now = Date.now()
  round = (await rounds(token)).find((candidate) => Date.parse(candidate.applicationOpensAt) <= now && now < Date.parse(candidate.applicationClosesAt))!
  department = await openDepartmentId()
  for (const email of emails) {
    const reply = await register(validForm(email, department))
    if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    registered.push(reply.body.data)
  }
  const results = [{ result: 'pass' }, { result: 'pass' }, { result: 'waitlist', waitlistRank: 2 }, { result: 'waitlist', waitlistRank: 1 }]
  for (const [index, result] of results.entries()) {
    const reply = await call(`/cms-api/applications/${registered[index].id}`, { method: 'PATCH', token, body: result })
    if (reply.status !== 200) throw new Error(`recording a result failed: ${reply.status}`)
  }
  const notice = async (locale: string, text: string) => call(`/cms-api/admission-rounds/${round.id}?locale=${locale}`, { method: 'PATCH', token, body: { tuitionAmount: 3_500_000, tuitionAccount: '우리은행 1005-123-456789', tuitionNotice: text } })
  await notice('ko', NOTICE.ko)
  await notice('en', NOTICE.en)
  // The round moved whole so that its enrolment opened a minute ago, in real time.
  const move = Date.now() - 60_000 - Date.parse(round.enrolmentOpensAt)
  undoMove = await moveRounds(token, [round], move)
  round = (await rounds(token)).find((candidate) => candidate.id === round.id)!
}, 180_000)

afterAll(async () => {
  await undoMove?.()
  await removeRegistrations(emails)
})

describe('an admitted applicant', () => {
  it('reads the period and the tuition notice in the language they applied in; one on the waiting list reads none', async () => {
    const reply = await lookUp(0)
    expect(reply.body.data?.enrolment).toEqual({
      state: 'none',
      opens_at: round.enrolmentOpensAt,
      closes_at: round.enrolmentClosesAt,
      can_answer: true,
      tuition: { amount: 3_500_000, account: '우리은행 1005-123-456789', notice: NOTICE.en },
    })
    expect((await lookUp(2)).body.data).not.toHaveProperty('enrolment')
  })

  it('is refused before the period and from its close, with a message, and nothing changes', async () => {
    for (const now of [at(round.enrolmentOpensAt, -1), at(round.enrolmentClosesAt)]) {
      const refused = await answer({ ...proofOf(0), answer: 'confirm' }, now)
      expect(refused.status).toBe(409)
      expect(refused.body.errors).toEqual({ answer: ['등록 기간이 아닙니다. 등록 기간 안에 다시 시도해 주세요.'] })
    }
    expect((await application(0)).enrolment).toBeNull()
  })

  it('confirms once within the period; a second answer is refused and changes nothing', async () => {
    const confirmed = await answer({ ...proofOf(0), answer: 'confirm' })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.data?.enrolment).toMatchObject({ state: 'confirmed', can_answer: false })
    for (const again of ['confirm', 'decline']) {
      const refused = await answer({ ...proofOf(0), answer: again })
      expect(refused.status).toBe(409)
      expect(refused.body.errors).toEqual({ answer: ['이미 등록 여부를 알려 주셨습니다. 바꾸려면 입학처에 문의해 주세요.'] })
    }
    expect((await application(0)).enrolment).toBe('confirmed')
  })

  it('cannot answer for someone else, nor without an answer, nor when not admitted', async () => {
    const someoneElse = await answer({ ...proofOf(1), reference: registered[0].reference, answer: 'decline' })
    expect(someoneElse.status).toBe(422)
    expect(Object.keys(someoneElse.body.errors ?? {})).toEqual(['reference'])
    expect((await answer({ ...proofOf(1), answer: 'maybe' })).body.errors).toEqual({ answer: ['등록 또는 등록 포기 중에서 선택해 주세요.'] })
    const waitlisted = await answer({ ...proofOf(2), answer: 'confirm' })
    expect(waitlisted.status).toBe(409)
    expect(waitlisted.body.errors).toEqual({ answer: ['합격한 지원서만 등록할 수 있습니다.'] })
    expect([(await application(0)).enrolment, (await application(1)).enrolment, (await application(2)).enrolment]).toEqual(['confirmed', null, null])
  })
})

describe('입금 확인', () => {
  it('is refused for an applicant who has not confirmed, and makes a confirmed one a student with a 학번', async () => {
    const unconfirmed = await pay(1)
    expect(unconfirmed.status).toBe(409)
    expect(unconfirmed.body.message).toBe('합격자가 등록을 확정한 지원서만 입금 확인할 수 있습니다.')
    expect(await application(1)).toMatchObject({ state: 'pending', studentNumber: null })

    expect((await signIn(emails[0], PASSWORD)).status).not.toBe(200)
    const paid = await pay(0)
    expect(paid.status).toBe(200)
    expect(paid.body.studentNumber).toMatch(/^\d+$/)
    expect(await application(0)).toMatchObject({ state: 'approved', enrolment: 'paid', studentNumber: paid.body.studentNumber })
    expect((await signIn(emails[0], PASSWORD)).status).toBe(200)
    expect((await lookUp(0)).body.data).toMatchObject({ student_number: paid.body.studentNumber, enrolment: { state: 'paid' } })
    expect((await pay(0)).status).toBe(409)
  })
})

describe('a decline and 추가 합격', () => {
  it('is refused as a bad request for a department the round does not list, and changes nothing', async () => {
    const unlisted = Math.max(...round.departments.map((row) => row.department)) + 1000
    const refused = await promote(at(round.enrolmentClosesAt, 86_400_000), undefined, unlisted)
    expect([refused.status, refused.body.message]).toEqual([422, '모집과 학과를 골라 주세요.'])
    expect([(await application(2)).result, (await application(3)).result]).toEqual(['waitlist', 'waitlist'])
  })

  it('is refused while every place of the department is held by an offer, and changes nothing', async () => {
    const withPlaces = (places?: number) => round.departments.map((row) => (row.department === department && places ? { ...row, places } : row))
    // A (paid) holds the only place.
    expect((await call(`/cms-api/admission-rounds/${round.id}`, { method: 'PATCH', token, body: { departments: withPlaces(1) } })).status).toBe(200)
    try {
      const refused = await promote(at(round.enrolmentClosesAt, 86_400_000))
      expect([refused.status, refused.body.message]).toEqual([409, '이 학과에는 빈 자리가 없습니다. 모집 인원만큼 합격자가 등록했거나 아직 답을 기다리고 있습니다. 등록 포기가 있으면 다시 시도해 주세요.'])
      expect([(await application(2)).result, (await application(3)).result]).toEqual(['waitlist', 'waitlist'])
    } finally {
      await call(`/cms-api/admission-rounds/${round.id}`, { method: 'PATCH', token, body: { departments: withPlaces() } })
    }
  })

  it('offers the freed place to the best-ranked 예비 with their own deadline, mailed, and they may answer until it', async () => {
    expect((await answer({ ...proofOf(1), answer: 'decline' })).body.data?.enrolment?.state).toBe('declined')
    const deadline = at(round.enrolmentClosesAt, 2 * 86_400_000)
    const promoted = await promote(deadline)
    expect(promoted.status).toBe(200)
    expect(promoted.body.application).toBe(registered[3].id)
    expect(await application(3)).toMatchObject({ result: 'pass', enrolmentDeadline: deadline })
    expect(await application(2)).toMatchObject({ result: 'waitlist' })
    const [mail] = await delivered(emails[3], 'A place for you')
    expect(mail.text).toContain('A place has become free')
    // After the round's own close, before the late offer's deadline.
    const late = await answer({ ...proofOf(3), answer: 'confirm' }, at(round.enrolmentClosesAt, 1000))
    expect(late.status).toBe(200)
    expect(late.body.data?.enrolment).toMatchObject({ state: 'confirmed', closes_at: deadline })
  })

  it('refuses a deadline already past, and changes nothing', async () => {
    const refused = await promote(at(new Date().toISOString(), -1000))
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe('등록 마감은 지금 이후의 일시로 정해 주세요.')
    expect((await application(2)).result).toBe('waitlist')
  })

  it('promotes one when several staff press at once for the last 예비, and then says none is left', async () => {
    const replies = await Promise.all(Array.from({ length: 4 }, () => promote(at(round.enrolmentClosesAt, 86_400_000))))
    expect(replies.filter(({ status }) => status === 200)).toHaveLength(1)
    for (const { status, body } of replies.filter(({ status }) => status !== 200)) {
      expect([409, 404]).toContain(status)
      expect(['다른 직원이 방금 같은 예비 지원자를 합격 처리했습니다. 새로 고친 뒤 다시 확인해 주세요.', '이 모집과 학과에 남은 예비 지원자가 없습니다.']).toContain(body.message)
    }
    expect((await application(2)).result).toBe('pass')
    const log = await call<{ docs: unknown[] }>(`/cms-api/access-log?where[action][equals]=promoteWaitlist&where[applicationId][equals]=${registered[2].id}&depth=0`, { token })
    expect(log.body.docs).toHaveLength(1)
    const none = await promote(at(round.enrolmentClosesAt, 86_400_000))
    expect(none.status).toBe(404)
  })

  it('frees the place of an offer left unanswered past its deadline', async () => {
    const withPlaces = (places?: number) => round.departments.map((row) => (row.department === department && places ? { ...row, places } : row))
    // A (paid), D (confirmed) and C (offered until a day after the round's close, unanswered) hold all three places.
    expect((await call(`/cms-api/admission-rounds/${round.id}`, { method: 'PATCH', token, body: { departments: withPlaces(3) } })).status).toBe(200)
    try {
      const deadline = at(round.enrolmentClosesAt, 3 * 86_400_000)
      expect((await promote(deadline, at(round.enrolmentClosesAt, 43_200_000))).status).toBe(409)
      // Once C's deadline has passed its place is free: the refusal is now that nobody waits for it.
      const lapsed = await promote(deadline, at(round.enrolmentClosesAt, 2 * 86_400_000))
      expect([lapsed.status, lapsed.body.message]).toEqual([404, '이 모집과 학과에 남은 예비 지원자가 없습니다.'])
    } finally {
      await call(`/cms-api/admission-rounds/${round.id}`, { method: 'PATCH', token, body: { departments: withPlaces() } })
    }
  })
})
