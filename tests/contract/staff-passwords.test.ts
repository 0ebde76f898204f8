import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { adminTranslations } from '@/cms/admin-translations'
import { query } from '../setup/database'
import { call, createAsAdmin, freshAddress, server } from './client'
import { accountWithSecondFactor, codeNow } from './second-factor-accounts'

jest.setTimeout(60_000)

const STRONG = 'Staff-pass-2026'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const { ko, en } = adminTranslations

type Refusal = { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

let accounts = 0
const newEmail = (name = 'staff-password') => `${name}-${++accounts}-${Date.now()}@example.com`

const createUser = (data: Record<string, unknown>, language = 'ko') =>
  call<Refusal & { doc?: { id: number } }>('/cms-api/users', { method: 'POST', token: server.adminToken, headers: { 'accept-language': language }, body: { name: 'Staff', state: 'active', ...data } })

const fieldMessages = (body: Refusal) => body.errors?.flatMap((error) => error.data?.errors?.filter((item) => item.path === 'password').map((item) => item.message) ?? [])

const exists = async (email: string) => (await query(server, 'SELECT id FROM users WHERE email = $1', [email])).length > 0

describe('staff passwords', () => {
  it.each([
    ['abcdefghijkl', 'weak'], // one kind of character
    ['Abcdefg1', null], // 8 of three kinds
    ['abcdefg1', 'weak'], // 8 of two kinds
    ['Short1!', 'weak'],
  ] as const)('an admin with the password %s: %s', async (password, problem) => {
    const email = newEmail()
    const reply = await createUser({ email, password, type: 'admin' })
    if (problem === null) {
      expect(reply.status).toBe(201)
      return
    }
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0].message).toBe('다음 입력란이 유효하지 않습니다: 비밀번호')
    expect(fieldMessages(reply.body)).toEqual([ko.password[problem]])
    expect(await exists(email)).toBe(false)
  })

  it('refuses a password holding the e-mail’s name, in the admin’s language', async () => {
    const email = `mary.kim-${Date.now()}@example.com`
    const reply = await createUser({ email, password: `X-${email.split('@')[0].toUpperCase()}-9`, type: 'admin' }, 'en')
    expect(reply.status).toBe(400)
    expect(reply.body.errors?.[0].message).toBe('The following field is invalid: Password')
    expect(fieldMessages(reply.body)).toEqual([en.password.containsName])
    expect(await exists(email)).toBe(false)
  })

  it('keeps the plain minimum for students and professors', async () => {
    for (const type of ['student', 'professor']) expect((await createUser({ email: newEmail(), password: 'abcdefgh', type })).status).toBe(201)
  })

  it('checks a changed password of an admin, and the new one of a password reset', async () => {
    const email = newEmail()
    const created = await createAsAdmin<{ id: number }>('users', { name: 'Staff', email, password: STRONG, type: 'admin', state: 'active' })
    const changed = await call<Refusal>(`/cms-api/users/${created.id}`, { method: 'PATCH', token: server.adminToken, body: { password: 'onlylowercase' } })
    expect(changed.status).toBe(400)
    expect(fieldMessages(changed.body)).toEqual([ko.password.weak])
    expect((await call(`/cms-api/users/${created.id}`, { method: 'PATCH', token: server.adminToken, body: { password: 'Another-pass-2026' } })).status).toBe(200)

    const token = `reset-${Date.now()}`
    await query(server, 'UPDATE users SET reset_password_token = $1, reset_password_expiration = $2 WHERE email = $3', [token, new Date(Date.now() + 3_600_000).toISOString(), email])
    const weak = await call<Refusal>('/cms-api/users/reset-password', { method: 'POST', from: freshAddress(), body: { token, password: 'onlylowercase' } })
    expect(weak.status).toBe(400)
    expect(fieldMessages(weak.body)).toEqual([ko.password.weak])
    expect((await call('/cms-api/users/reset-password', { method: 'POST', from: freshAddress(), body: { token, password: 'Reset-pass-2026' } })).status).toBe(200)
  })
})

describe('a generated first password', () => {
  it('must be changed at the first sign-in: every admin page leads to the change, then the admin opens', async () => {
    const { email, secret } = await accountWithSecondFactor(STRONG, 'admin', 'generated')
    await query(server, 'UPDATE users SET password_change_required = TRUE WHERE email = $1', [email])
    const signedIn = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: STRONG, totp: await codeNow(secret) } })
    expect(signedIn.status).toBe(200)
    const { token } = signedIn.body
    const open = (page: string) => fetch(`${server.baseUrl}${page}`, { redirect: 'manual', headers: { cookie: `payload-token=${token}` } })
    for (const page of ['/admin', '/admin/account', '/admin/second-factor', '/admin/collections/applications']) {
      const response = await open(page)
      expect([page, response.status, response.headers.get('location')]).toEqual([page, 307, '/admin/change-password'])
    }
    expect((await open('/admin/change-password')).status).toBe(200)

    const change = (password: string, headers: Record<string, string> = XHR) =>
      call<{ message: string; errors?: { password?: string[] } }>('/cms-api/users/change-password', { method: 'POST', token, headers, body: { currentPassword: STRONG, password } })
    expect((await change('New-pass-2026', {})).status).toBe(403)
    const weak = await change('onlylowercase', { ...XHR, 'accept-language': 'en' })
    expect(weak.status).toBe(422)
    expect(weak.body.errors).toEqual({ password: [en.password.weak] })
    expect((await change(email.split('@')[0] + '-X9')).body.errors).toEqual({ password: [ko.password.containsName] })
    expect((await query<{ password_change_required: unknown }>(server, 'SELECT password_change_required FROM users WHERE email = $1', [email]))[0].password_change_required).toBeTruthy()

    const done = await change('New-pass-2026')
    expect(done.status).toBe(200)
    expect((await query<{ password_change_required: unknown }>(server, 'SELECT password_change_required FROM users WHERE email = $1', [email]))[0].password_change_required).toBeFalsy()
    expect((await open('/admin')).status).toBe(200)
    expect((await call('/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: 'New-pass-2026', totp: await codeNow(secret, 1) } })).status).toBe(200)
  })

  it('is what the seed gives a first admin without ADMIN_PASSWORD', async () => {
    const email = newEmail('generated-first-admin')
    const root = path.resolve(__dirname, '..', '..')
    const { JEST_WORKER_ID: _worker, ADMIN_PASSWORD: _password, ...env } = process.env
    await promisify(execFile)(process.execPath, ['scripts/run-script.mjs', 'scripts/seed/run.ts'], {
      cwd: root,
      env: { ...env, DATA_DIR: server.dataDir, ADMIN_EMAIL: email, DISABLE_PAYLOAD_HMR: 'true' },
    })
    const [row] = await query<{ password_change_required: unknown }>(server, 'SELECT password_change_required FROM users WHERE email = $1', [email])
    expect(row.password_change_required).toBeTruthy()
    const [written, password] = fs.readFileSync(path.join(server.dataDir, 'admin-password.txt'), 'utf8').split('\n')
    expect(written).toBe(email)
    const signedIn = await call('/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password } })
    expect(signedIn.status).toBe(200)
  }, 120_000)
})
