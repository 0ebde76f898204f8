import { call, fetchFrom, freshAddress, server } from './client'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'

// Sign-ins hash passwords; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

const PASSWORD = 'staff-records-password-1'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }

type Entry = { action: string; actorEmail: string | null; address: string; details: Record<string, unknown> | null; createdAt: string }

const payloadLogin = (body: Record<string, unknown>, from: string) => call<{ token?: string }>('/cms-api/users/login', { method: 'POST', from, body })
const siteLogin = (body: Record<string, unknown>, from: string) => call<{ data?: { token: string } }>('/api/login', { method: 'POST', headers: XHR, from, body: { device: 'web', type: 'admin', ...body } })

/** The access log's entries of `action` by the account `email`, oldest first, read as the admin. */
async function entries(action: string, email: string): Promise<Entry[]> {
  const where = `where[action][equals]=${action}&where[actorEmail][equals]=${encodeURIComponent(email)}`
  const reply = await call<{ docs: Entry[] }>(`/cms-api/access-log?${where}&sort=createdAt&limit=50&depth=0`, { token: server.adminToken })
  expect(reply.status).toBe(200)
  return reply.body.docs
}

const wrongCode = async (secret: string) => ((await codeNow(secret)) === '000000' ? '111111' : '000000')

/** The admin's dashboard as the seeded admin sees it, in Korean. */
async function dashboard(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/admin`, { headers: { cookie: `payload-token=${server.adminToken}`, 'accept-language': 'ko' } })
  expect(response.status).toBe(200)
  return response.text()
}

describe('staff sign-ins in the access log', () => {
  it('writes each sign-in of a staff account, through Payload’s sign-in endpoint (the admin’s sign-in page’s) and /api/login, with the address', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, 'admin', 'staff-log')
    const [first, second] = [freshAddress(), freshAddress()]
    expect((await payloadLogin({ email, password: PASSWORD, totp: await codeNow(secret) }, first)).status).toBe(200)
    expect((await siteLogin({ email, password: PASSWORD, totp: await codeNow(secret, 1) }, second)).status).toBe(200)
    expect((await entries('signIn', email)).map((entry) => entry.address)).toEqual([first, second])
  })

  it('leaves out the sign-ins of accounts that see no one else’s data', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, 'professor', 'staff-log')
    expect((await payloadLogin({ email, password: PASSWORD, totp: await codeNow(secret) }, freshAddress())).status).toBe(200)
    expect((await payloadLogin({ email, password: 'wrong-password-1' }, freshAddress())).status).toBe(401)
    expect(await entries('signIn', email)).toEqual([])
    expect(await entries('signInFailed', email)).toEqual([])
  })

  it('writes each failed sign-in with why: a wrong password, no code, a wrong code, through either endpoint; and a lock', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, 'admin', 'staff-log')
    const address = freshAddress()
    expect((await payloadLogin({ email, password: 'wrong-password-1' }, address)).status).toBe(401)
    expect((await siteLogin({ email, password: PASSWORD }, address)).status).toBe(422)
    expect((await siteLogin({ email, password: PASSWORD, totp: await wrongCode(secret) }, address)).status).toBe(422)
    expect((await payloadLogin({ email, password: PASSWORD, totp: await wrongCode(secret) }, address)).status).toBe(401)
    expect((await payloadLogin({ email, password: 'wrong-password-2' }, address)).status).toBe(401)
    // The fifth that counts (no code is no wrong code): the account is locked from here.
    expect((await payloadLogin({ email, password: 'wrong-password-3' }, address)).status).toBe(401)
    const failed = await entries('signInFailed', email)
    expect(failed.map((entry) => [entry.address, entry.details])).toEqual([
      [address, { reason: 'password' }],
      [address, { reason: 'codeMissing' }],
      [address, { reason: 'code' }],
      [address, { reason: 'code' }],
      [address, { reason: 'password' }],
      [address, { reason: 'password', locked: true }],
    ])
    expect(await entries('signIn', email)).toEqual([])
  })
})

describe('the monthly review of the access log (점검)', () => {
  it('shows on the dashboard what stands out in the last month: exports per staff member, sign-ins from new addresses, failed codes', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, 'admin', 'staff-review')
    const address = freshAddress()
    const signedIn = await payloadLogin({ email, password: PASSWORD, totp: await codeNow(secret) }, address)
    expect(signedIn.status).toBe(200)
    expect((await payloadLogin({ email, password: PASSWORD, totp: await wrongCode(secret) }, address)).status).toBe(401)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())
    const exported = await fetchFrom(address, `${server.baseUrl}/cms-api/contact-messages/export?from=${today}&to=${today}`, { headers: { ...XHR, authorization: `JWT ${signedIn.body.token}` } })
    expect(exported.status).toBe(200)

    const html = await dashboard()
    expect(html).toContain('월간 접근 기록 점검')
    expect(html).toContain(`${email}: 내보내기 1건, 내려받기 0건`)
    expect(html).toContain(`${email}: ${address} (`)
    expect(html).toContain(`${email}: 1회`)
  })

  it('marking it reviewed is recorded with who and when, by an admin from the admin’s own script only', async () => {
    const professor = await accountWithSecondFactor(PASSWORD, 'professor', 'staff-review')
    const professorToken = (await payloadLogin({ email: professor.email, password: PASSWORD, totp: await codeNow(professor.secret) }, freshAddress())).body.token
    expect((await call('/cms-api/access-log/review', { method: 'POST', token: professorToken, headers: XHR })).status).toBe(403)
    expect((await call('/cms-api/access-log/review', { method: 'POST', token: server.adminToken })).status).toBe(403)
    expect((await call('/cms-api/access-log/review', { method: 'POST', headers: XHR })).status).toBe(403)

    const from = freshAddress()
    const marked = await call<{ message: string }>('/cms-api/access-log/review', { method: 'POST', token: server.adminToken, headers: { ...XHR, 'accept-language': 'en' }, from })
    expect(marked.status).toBe(200)
    expect(marked.body.message).toBe('The review was recorded.')
    const [entry] = (await entries('accessReviewed', server.adminEmail)).slice(-1)
    expect(entry).toMatchObject({ address: from, details: { from: expect.any(String), to: expect.any(String) } })
    expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(60_000)

    const html = await dashboard()
    expect(html).toContain('data-access-review="done"')
    expect(html).toContain(`, ${server.adminEmail}`)
  })
})
