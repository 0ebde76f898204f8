import { rounds, type Round } from './admission-rounds'
import { call, freshAddress, loginAsAdmin, server } from './client'
import { exportFile, readSheet } from './exports'
import { admitAndConfirm, confirmPayment, openDepartmentId, PDF, register, removeRegistrations, validForm } from './registration-helpers'
import { accountWithSecondFactor } from './second-factor-accounts'
import { callSite } from '../setup/http'
import { freshCode } from '../setup/totp'

// Registrations, sign-ins and the applicant's confirmation hash passwords.
jest.setTimeout(120_000)

type Counts = Record<'received' | 'documentsMissing' | 'interviewSet' | 'pass' | 'fail' | 'waitlist' | 'announced' | 'confirmed' | 'paid', number>
type Progress = { round: number; departments: { department: number; places: number; counts: Counts }[] }

const PASSWORD = 'progress-pass-1'
const stamp = Date.now()
// A admitted with an interview and every document, B on the waiting list, C not admitted.
const emails = ['a', 'b', 'c'].map((name) => `progress-${name}-${stamp}@example.com`)
const registered: { id: number; reference: string }[] = []
let token: string
let round: Round
let department: number
let before: Counts

const xhr = { 'x-requested-with': 'XMLHttpRequest' }

async function progress(as = token, now?: string) {
  return call<Progress>(`/cms-api/admission-rounds/${round.id}/progress`, { token: as, headers: now ? { 'x-test-now': now } : {} })
}

async function countsNow(now?: string): Promise<Counts> {
  const reply = await progress(token, now)
  expect(reply.status).toBe(200)
  return reply.body.departments.find((row) => row.department === department)!.counts
}

const grown = (after: Counts) => Object.fromEntries(Object.entries(after).map(([stage, count]) => [stage, count - before[stage as keyof Counts]]))

async function staffToken(type: 'editor' | 'admissions') {
  const { email, secret } = await accountWithSecondFactor(PASSWORD, type, 'progress')
  const reply = await callSite<{ token?: string }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: PASSWORD, totp: await freshCode(secret, email) } })
  return reply.body.token!
}

beforeAll(async () => {
  token = await loginAsAdmin()
  const now = Date.now()
  round = (await rounds(token)).find((candidate) => Date.parse(candidate.applicationOpensAt) <= now && now < Date.parse(candidate.applicationClosesAt))!
  department = await openDepartmentId()
  before = await countsNow()
  for (const [index, email] of emails.entries()) {
    const form = validForm(email, department)
    const reply = await register(index === 0 ? { ...form, theological_dissertation_file: { name: '논문.pdf', bytes: PDF, type: 'application/pdf' } } : form)
    if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`)
    registered.push(reply.body.data)
  }
  const changes = [{ result: 'pass', interviewAt: round.interviewDays[0].day, interviewPlace: '본관 201호' }, { result: 'waitlist', waitlistRank: 1 }, { result: 'fail' }]
  for (const [index, change] of changes.entries()) {
    const reply = await call(`/cms-api/applications/${registered[index].id}`, { method: 'PATCH', token, body: change })
    if (reply.status !== 200) throw new Error(`recording a result failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  }
}, 120_000)

afterAll(() => removeRegistrations(emails))

describe('the round’s progress per department', () => {
  it('counts each stage against the places, the announced ones from the announced second', async () => {
    const places = round.departments.find((row) => row.department === department)!.places
    expect((await progress()).body.departments.find((row) => row.department === department)?.places).toBe(places)
    expect(grown(await countsNow())).toEqual({ received: 3, documentsMissing: 2, interviewSet: 1, pass: 1, fail: 1, waitlist: 1, announced: 0, confirmed: 0, paid: 0 })
    // From the announced second every decided application counts as announced.
    const announced = await countsNow(round.announcementAt)
    expect(announced.announced).toBe(announced.pass + announced.fail + announced.waitlist)
    expect(announced.announced - before.announced).toBeGreaterThanOrEqual(3)

    await admitAndConfirm(registered[0].id, token)
    expect(grown(await countsNow())).toMatchObject({ confirmed: 1, paid: 0 })
    expect((await confirmPayment(registered[0].id, { token })).status).toBe(200)
    expect(grown(await countsNow())).toMatchObject({ pass: 1, confirmed: 0, paid: 1 })
  })

  it('exports each list with exactly the applications it counts', async () => {
    const headers = { ...xhr, authorization: `JWT ${token}` }
    const counts = await countsNow()
    for (const [stage, ours] of [['paid', [0]], ['waitlist', [1]], ['fail', [2]], ['documentsMissing', [1, 2]]] as const) {
      const file = await exportFile('applications', `round=${round.id}&department=${department}&stage=${stage}`, headers)
      expect(file.status).toBe(200)
      const references = (await readSheet(file.body)).rows.map((row) => row['접수 번호'])
      expect(references).toHaveLength(counts[stage])
      for (const [index, { reference }] of registered.entries()) expect(references.includes(reference)).toBe((ours as readonly number[]).includes(index))
    }
    const refused = await call<{ errors: Record<string, string[]> }>(`/cms-api/applications/export?stage=pass`, { token, headers: xhr })
    expect([refused.status, refused.body.errors]).toEqual([422, { stage: ['단계는 모집을 고른 뒤 목록에 있는 것 중에서 골라 주세요.'] }])
  })

  it('is read by the admissions office, not by an editor, nor without an account', async () => {
    expect((await progress(await staffToken('admissions'))).status).toBe(200)
    const editor = await staffToken('editor')
    const refused = await progress(editor)
    expect(refused.status).toBe(403)
    expect(JSON.stringify(refused.body)).not.toContain('received')
    expect((await exportFile('applications', `round=${round.id}&stage=pass`, { ...xhr, authorization: `JWT ${editor}` })).status).toBe(403)
    expect((await call(`/cms-api/admission-rounds/${round.id}/progress`)).status).toBe(403)
  })
})
