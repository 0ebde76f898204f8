import { call, deliveredMail, eventually, freshAddress, loginAsAdmin, server } from './client'
import { enrolStudent, findAsAdmin, registerValid, removeRegistrations, signIn } from './registration-helpers'

type Reply = { message: string; errors?: Record<string, string[]> }

// Every registration, approval and reset hashes a password; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

const PASSWORD = 'applicant-pass-1'
const stamp = Date.now()
const active = [`reset-a-${stamp}@example.com`, `reset-b-${stamp}@example.com`]
const pending = `reset-pending-${stamp}@example.com`

const json = { 'x-requested-with': 'XMLHttpRequest' }
const forgot = (email: unknown, from = freshAddress(), locale = 'en') => call<Reply>(`/api/forgot-password?locale=${locale}`, { method: 'POST', from, headers: json, body: { email } })
const reset = (token: unknown, password: unknown, from = freshAddress(), locale = 'en') =>
  call<Reply>(`/api/reset-password?locale=${locale}`, { method: 'POST', from, headers: json, body: { token, password } })

const resetMails = async (email: string) =>
  (await findAsAdmin<{ text: string; subject: string; createdAt: string }>('mail-outbox', 'to', email)).filter(({ subject }) => subject.includes('new password'))

/** The token in the newest reset mail to `email`, once `count` of them have been kept. */
async function resetToken(email: string, count = 1): Promise<string> {
  const token = await eventually(async () => {
    const mails = await resetMails(email)
    if (mails.length < count) return undefined
    const [newest] = mails.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    return /reset-password\?token=(\S+)/.exec(newest.text)?.[1]
  })
  if (!token) throw new Error(`no reset mail for ${email}`)
  return decodeURIComponent(token)
}

beforeAll(async () => {
  const token = await loginAsAdmin()
  for (const email of active) expect((await enrolStudent(await registerValid(email), { token })).status).toBe(200)
  await registerValid(pending)
}, 120_000)

afterAll(() => removeRegistrations([...active, pending]))

describe('POST /api/forgot-password', () => {
  it('answers every well-formed address the same, and mails a link to an active account or a pending applicant, not an admin', async () => {
    const replies = [await forgot(active[0]), await forgot(`nobody-${stamp}@example.com`), await forgot(server.adminEmail), await forgot(pending)]
    for (const reply of replies) expect(reply).toMatchObject({ status: 200, body: replies[0].body })
    expect(replies[0].body.message).toMatch(/^If an account/)

    const mail = await deliveredMail(active[0], 'new password')
    expect(mail?.text).toMatch(new RegExp(`/en/reset-password\\?token=[0-9a-f]{20,}`))
    expect(mail?.text).toContain('within one hour')
    // Mails go out in the order asked for: once the pending applicant's, asked last, is kept, the admin's would be too.
    expect(await eventually(async () => ((await resetMails(pending)).length > 0 ? true : undefined))).toBe(true)
    expect(await resetMails(pending)).toHaveLength(1)
    expect(await resetMails(server.adminEmail)).toEqual([])
  })

  it('lets an applicant whose application waits for its decision set a new password and read the status with it', async () => {
    const token = await resetToken(pending)
    expect((await reset(token, 'the-pending-new-password')).status).toBe(200)
    const status = (password: string) => call<{ data?: { status: string } }>('/api/registration/status', { method: 'POST', from: freshAddress(), headers: json, body: { email: pending, password } })
    expect(await status('the-pending-new-password')).toMatchObject({ status: 200, body: { data: { status: 'received' } } })
    expect((await status(PASSWORD)).status).toBe(422)
    // Still pending: the new password does not open the site before the approval.
    expect((await signIn(pending, 'the-pending-new-password')).status).toBe(422)
  })

  it('refuses a missing or malformed address in the request’s language, and foreign requests', async () => {
    const missing = await forgot(undefined, freshAddress(), 'ko')
    expect(missing.status).toBe(422)
    expect(missing.body.errors?.email).toEqual(['이메일을 입력해 주세요.'])
    for (const email of ['not-an-address', 'a'.repeat(300) + '@example.com', 42, '%_<script>@x']) expect((await forgot(email)).status).toBe(422)
    expect((await call('/api/forgot-password', { method: 'POST', body: { email: active[0] } })).status).toBe(403)
  })

  it('gives one address five links an hour, each counted against its sign-in budget', async () => {
    const from = freshAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forgot(`nobody-${attempt}@example.com`, from)).status).toBe(200)
    const limited = await forgot(active[1], from)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The contract server allows 10 failed sign-ins per address: five are gone.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await call('/api/login', { method: 'POST', from, headers: json, body: { type: 'student', email: active[1], password: 'wrong', device: 'web' } })
      expect(reply.status).toBe(422)
    }
    expect((await call('/api/login', { method: 'POST', from, headers: json, body: { type: 'student', email: active[1], password: PASSWORD, device: 'web' } })).status).toBe(429)
  })
})

describe('POST /api/reset-password', () => {
  it('sets the new password once: the link then stops working, the old password too', async () => {
    const token = await resetToken(active[0])
    const weak = await reset(token, 'short')
    expect(weak.status).toBe(422)
    expect(weak.body.errors?.password).toEqual(['The password must have at least 8 characters.'])

    const done = await reset(token, 'a-brand-new-password')
    expect(done.status).toBe(200)
    expect((await signIn(active[0], 'a-brand-new-password')).status).toBe(200)
    expect((await signIn(active[0], PASSWORD)).status).toBe(422)

    const again = await reset(token, 'yet-another-password')
    expect(again.status).toBe(422)
    expect(again.body.errors?.token?.[0]).toMatch(/not valid/)
    expect((await signIn(active[0], 'a-brand-new-password')).status).toBe(200)
  })

  it('refuses an older link once a newer one was asked for', async () => {
    expect((await forgot(active[1])).status).toBe(200)
    const first = await resetToken(active[1])
    expect((await forgot(active[1])).status).toBe(200)
    const second = await resetToken(active[1], 2)
    expect(second).not.toBe(first)
    expect((await reset(first, 'the-first-new-password')).status).toBe(422)
    expect((await reset(second, 'the-second-new-password')).status).toBe(200)
  })

  it('refuses made-up tokens and odd input without a 500, and counts them against the sign-in budget', async () => {
    const from = freshAddress()
    const bodies: [unknown, unknown][] = [['', 'long-enough-password'], ['0'.repeat(40), 'long-enough-password'], [42, 'long-enough-password'], ['x'.repeat(500), 'long-enough-password'], ["' OR 1=1 --", 'long-enough-password']]
    for (const [token, password] of bodies) expect((await reset(token, password, from)).status).toBe(422)
    for (let attempt = bodies.length; attempt < 10; attempt += 1) expect((await reset(`made-up-${attempt}`, 'long-enough-password', from)).status).toBe(422)
    expect((await reset('made-up', 'long-enough-password', from)).status).toBe(429)
    expect((await call('/api/reset-password', { method: 'POST', body: { token: 'x', password: 'long-enough-password' } })).status).toBe(403)
  })
})
