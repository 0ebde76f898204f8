import { adminTranslations } from '@/cms/admin-translations'
import { callSite, type RequestOptions } from '../setup/http'
import { query } from '../setup/database'
import { sidOf } from '../setup/session-id'
import { call, freshAddress, server } from './client'
import { findAsAdmin, openDepartmentId, register, removeRegistrations, validForm } from './registration-helpers'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'

/**
 * What a stolen staff session must not do: guess the code it is asked again without end by unlocking the account
 * between guesses, or take over accounts and applicants' papers without the code. The clock is moved in the database,
 * as in second-factor-again.test.ts. Every call of a test's own staff goes through callSite, which gives no code.
 */
jest.setTimeout(120_000)

const PASSWORD = 'Staff-acts-2026'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const MINUTE = 60_000
const { ko } = adminTranslations

type Staff = { email: string; secret: string; token: string; id: number }
type Reply = { status: number; headers: Headers; body: { message?: string; errors?: unknown } }

const as = (staff: Staff, path: string, options: RequestOptions = {}) =>
  callSite<{ message?: string; errors?: unknown; user?: unknown }>(server.baseUrl, path, { ...options, token: staff.token, headers: { ...XHR, ...options.headers } })

async function signIn(account: { email: string; secret: string }, offset: number): Promise<Staff> {
  const reply = await callSite<{ token?: string; user?: { id: number } }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email: account.email, password: PASSWORD, totp: await codeNow(account.secret, offset) } })
  expect(reply.status).toBe(200)
  return { ...account, token: reply.body.token!, id: reply.body.user!.id }
}

const newStaff = async (offset = 0) => signIn(await accountWithSecondFactor(PASSWORD, 'admin', 'acts'), offset)

/** Moves the session's sign-in, and any code given since, eleven minutes back. */
async function makeStale(staff: Staff) {
  await query(server, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [new Date(Date.now() - 11 * MINUTE).toISOString(), sidOf(staff.token)])
  await query(server, 'UPDATE users SET second_factor_proofs = NULL WHERE id = $1', [staff.id])
}

const giveCode = (staff: Staff, code: string) => as(staff, '/cms-api/users/second-factor/again', { method: 'POST', body: { code } })
const wrongCode = (staff: Staff) => giveCode(staff, '000000')
const signedIn = async (staff: Staff) => (await as(staff, '/cms-api/users/me')).body.user !== null
const attempts = async (id: number) => Number((await query<{ login_attempts: number | null }>(server, 'SELECT login_attempts FROM users WHERE id = $1', [id]))[0].login_attempts ?? 0)
/** The run's admin (a colleague) unlocks the account, as the admin's 잠금 해제 does. */
const unlockByColleague = (staff: Staff) => call('/cms-api/users/unlock', { method: 'POST', token: server.adminToken, headers: XHR, body: { email: staff.email } })
const askedAgain = (reply: Reply) => reply.status === 403 && reply.headers.get('second-factor') === 'again'

describe('the code asked again cannot be guessed by unlocking between guesses', () => {
  it('refuses an admin’s unlock of its own account, and leaves its count as it was', async () => {
    const staff = await newStaff()
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongCode(staff)).status).toBe(422)
    const own = await as(staff, '/cms-api/users/unlock', { method: 'POST', body: { email: staff.email } })
    expect(own.status).toBe(403)
    expect(own.body.errors).toEqual([expect.objectContaining({ message: ko.accounts.notOwnUnlock })])
    expect(await attempts(staff.id)).toBe(3)
  })

  it('keeps each session’s count of wrong codes through a colleague’s unlock and a right code elsewhere: its fifth ends the account’s sessions', async () => {
    const account = await accountWithSecondFactor(PASSWORD, 'admin', 'acts')
    // Codes within a step of the clock, each newer than the last one taken.
    const [guessing, other] = [await signIn(account, -1), await signIn(account, 0)]
    for (let attempt = 0; attempt < 3; attempt++) expect((await wrongCode(guessing)).status).toBe(422)
    // A right code in the other session clears the account's count, not this session's.
    expect((await giveCode(other, await codeNow(account.secret, 1))).status).toBe(200)
    expect((await unlockByColleague(guessing)).status).toBe(200)
    expect(await attempts(guessing.id)).toBe(0)
    expect((await wrongCode(guessing)).status).toBe(422)
    const fifth = await wrongCode(guessing)
    expect(fifth.status).toBe(403)
    expect(fifth.body.message).toBe(ko.secondFactorAgain.signedOut)
    expect(await signedIn(guessing)).toBe(false)
    expect(await signedIn(other)).toBe(false)
  })

  it('counts the wrong codes of all the account’s sessions together, through an unlock', async () => {
    const account = await accountWithSecondFactor(PASSWORD, 'admin', 'acts')
    const [first, second] = [await signIn(account, -1), await signIn(account, 0)]
    for (const session of [first, first, second, second]) expect((await wrongCode(session)).status).toBe(422)
    expect((await unlockByColleague(first)).status).toBe(200)
    const fifth = await wrongCode(second)
    expect(fifth.status).toBe(403)
    expect(await signedIn(first)).toBe(false)
    expect(await signedIn(second)).toBe(false)
  })

  it('writes a colleague’s unlock to the record of access rights', async () => {
    const staff = await newStaff()
    expect((await wrongCode(staff)).status).toBe(422)
    expect((await unlockByColleague(staff)).status).toBe(200)
    const records = await query<{ change: string; actor_email: string; subject_id: number | string }>(server, 'SELECT change, actor_email, subject_id FROM rights_records WHERE subject_email = $1', [staff.email])
    // PostgreSQL's numeric column comes back as text.
    const unlocks = records.filter(({ change }) => change === 'accountUnlocked').map((record) => ({ ...record, subject_id: Number(record.subject_id) }))
    expect(unlocks).toEqual([{ change: 'accountUnlocked', actor_email: server.adminEmail, subject_id: staff.id }])
  })
})

describe('taking over an account or an applicant’s papers asks for the code again', () => {
  const applicants: string[] = []
  afterAll(() => removeRegistrations(applicants))

  it('refuses each from a session whose code is older than ten minutes, changes nothing, and lets it through once the code is given', async () => {
    const actor = await newStaff()
    const colleague = await newStaff(1)
    const email = `acts-applicant-${Date.now()}@example.com`
    applicants.push(email)
    const registered = await register(validForm(email, await openDepartmentId()))
    expect(registered.status).toBe(201)
    const { id, reference } = registered.body.data
    const [application] = await findAsAdmin<{ user: number; studyPlan: number; photo: number }>('applications', 'id', id)
    const reply = await callSite(server.baseUrl, `/api/registration/privacy-requests?locale=ko`, { method: 'POST', headers: XHR, from: freshAddress(), body: { reference, email, dob: '1995-05-05', kind: 'deletion', details: '삭제해 주세요' } })
    expect(reply.status).toBe(201)
    const [privacyRequest] = await findAsAdmin<{ id: number }>('privacy-requests', 'reference', reference)
    // A wrong code of the colleague's, so that an unlock of the colleague has attempts to reset.
    expect((await wrongCode(colleague)).status).toBe(422)

    const row = async () =>
      (await query<Record<string, unknown>>(server, 'SELECT email, hash, name FROM users WHERE id = $1', [colleague.id]))[0]
    const own = async () => (await query<Record<string, unknown>>(server, 'SELECT email, hash FROM users WHERE id = $1', [actor.id]))[0]
    const papers = async () => (await query<Record<string, unknown>>(server, 'SELECT citizenship_no_encrypted, study_plan_id FROM applications WHERE id = $1', [id]))[0]
    const exists = async (table: string, rowId: number) => (await query(server, `SELECT id FROM ${table} WHERE id = $1`, [rowId])).length === 1
    const before = { colleague: await row(), own: await own(), papers: await papers(), attempts: await attempts(colleague.id) }

    // In an order that lets each go through in turn once the code is given (the e-mail changes after the unlock by e-mail).
    const acts: [string, () => Promise<Reply>][] = [
      ['another admin’s name', () => as(actor, `/cms-api/users/${colleague.id}`, { method: 'PATCH', body: { name: 'Taken over' } })],
      ['unlocking another admin', () => as(actor, '/cms-api/users/unlock', { method: 'POST', body: { email: colleague.email } })],
      ['another admin’s password', () => as(actor, `/cms-api/users/${colleague.id}`, { method: 'PATCH', body: { password: 'Taken-over-2026' } })],
      ['another admin’s e-mail', () => as(actor, `/cms-api/users/${colleague.id}`, { method: 'PATCH', body: { email: `taken-${Date.now()}@example.com` } })],
      ['one’s own password', () => as(actor, `/cms-api/users/${actor.id}`, { method: 'PATCH', body: { password: 'Mine-new-2026', currentPassword: PASSWORD } })],
      ['one’s own password on its page', () => as(actor, '/cms-api/users/change-password', { method: 'POST', body: { password: 'Mine-newer-2026', currentPassword: 'Mine-new-2026' } })],
      ['an application’s resident number', () => as(actor, `/cms-api/applications/${id}`, { method: 'PATCH', body: { citizenshipNo: '900101-1234567' } })],
      ['an application’s documents', () => as(actor, `/cms-api/applications/${id}`, { method: 'PATCH', body: { studyPlan: application.photo } })],
      ['an applicant’s file', () => as(actor, `/cms-api/applicant-files/${application.studyPlan}`, { method: 'DELETE' })],
      ['a privacy request', () => as(actor, `/cms-api/privacy-requests/${privacyRequest.id}`, { method: 'DELETE' })],
      ['an applicant’s account', () => as(actor, `/cms-api/users/${application.user}`, { method: 'DELETE' })],
      ['another admin', () => as(actor, `/cms-api/users/${colleague.id}`, { method: 'DELETE' })],
      ['one’s own e-mail', () => as(actor, `/cms-api/users/${actor.id}`, { method: 'PATCH', body: { email: `mine-${Date.now()}@example.com` } })],
    ]

    await makeStale(actor)
    for (const [act, send] of acts) expect([act, askedAgain(await send())]).toEqual([act, true])
    expect(await row()).toEqual(before.colleague)
    expect(await own()).toEqual(before.own)
    expect(await papers()).toEqual(before.papers)
    expect(await attempts(colleague.id)).toBe(before.attempts)
    for (const [table, rowId] of [['applicant_files', application.studyPlan], ['privacy_requests', privacyRequest.id], ['users', application.user], ['users', colleague.id]] as const) {
      expect([table, rowId, await exists(table, rowId)]).toEqual([table, rowId, true])
    }

    expect((await giveCode(actor, await codeNow(actor.secret, 1))).status).toBe(200)
    for (const [act, send] of acts) {
      const done = await send()
      expect([act, done.status]).toEqual([act, 200])
    }
    expect(await exists('users', colleague.id)).toBe(false)
    expect(await exists('applicant_files', application.studyPlan)).toBe(false)
  })
})

describe('one’s own password', () => {
  it('changes only with the current one, on the account page and on the password page', async () => {
    const staff = await newStaff()
    const hash = async () => (await query<{ hash: string }>(server, 'SELECT hash FROM users WHERE id = $1', [staff.id]))[0].hash
    const before = await hash()
    const patch = (body: Record<string, unknown>) => as(staff, `/cms-api/users/${staff.id}`, { method: 'PATCH', body })
    const page = (body: Record<string, unknown>) => as(staff, '/cms-api/users/change-password', { method: 'POST', body })
    const fieldMessages = (body: { errors?: unknown }) =>
      (body.errors as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((error) => error.data?.errors?.filter((item) => item.path === 'currentPassword').map((item) => item.message) ?? [])

    for (const currentPassword of [undefined, 'Not-the-one-2026']) {
      const refused = await patch({ password: 'Mine-new-2026', ...(currentPassword && { currentPassword }) })
      expect(refused.status).toBe(400)
      expect(fieldMessages(refused.body)).toEqual([ko.password.currentWrong])
      const refusedByPage = await page({ password: 'Mine-new-2026', ...(currentPassword && { currentPassword }) })
      expect(refusedByPage.status).toBe(422)
      expect(refusedByPage.body.errors).toEqual({ currentPassword: [ko.password.currentWrong] })
    }
    expect(await hash()).toBe(before)

    expect((await page({ password: 'Mine-new-2026', currentPassword: PASSWORD })).status).toBe(200)
    expect((await patch({ password: 'Mine-newer-2026', currentPassword: 'Mine-new-2026' })).status).toBe(200)
    expect(await hash()).not.toBe(before)
  })
})
