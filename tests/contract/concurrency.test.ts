import { call } from './client'
import { findAsAdmin, freshAddress, openDepartmentId, register, removeRegistrations, signIn, validForm } from './registration-helpers'
import { TEST_PROFESSOR } from '../setup/server-info'

jest.setTimeout(240_000)

const REGISTRATIONS = 12
const SIGN_INS = 12

type Me = { user: { email: string } | null }

/**
 * Registrations (each a transaction: account, files, application) and sign-ins (each writing the
 * account's sessions), all at once, as at the opening of admissions. On SQLite one writer at a time
 * serves them all: each must come out whole or be refused as the contract says, never a 500 or a
 * "database is locked".
 */
it('completes every one of many registrations and sign-ins sent at once, with no failure', async () => {
  const departmentId = await openDepartmentId()
  const stamp = Date.now()
  const emails = Array.from({ length: REGISTRATIONS }, (_, index) => `burst-${stamp}-${index}@example.com`)
  // The professor: the admin's sign-in takes a code, and each code works once.
  const signInBody = { type: 'professor', email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password }

  const [registered, signedIn, signedInByPayload] = await Promise.all([
    Promise.all(emails.map((email) => register(validForm(email, departmentId)))),
    Promise.all(Array.from({ length: SIGN_INS / 2 }, () => signIn(signInBody.email, signInBody.password, 'professor'))),
    Promise.all(
      Array.from({ length: SIGN_INS / 2 }, () =>
        call<{ token?: string }>('/cms-api/users/login', { method: 'POST', body: { email: signInBody.email, password: signInBody.password }, from: freshAddress() }).then((reply) => ({
          status: reply.status,
          token: reply.body.token,
        })),
      ),
    ),
  ])

  expect(registered.map((reply) => reply.status)).toEqual(emails.map(() => 201))
  expect([...signedIn, ...signedInByPayload].map((reply) => reply.status)).toEqual(Array.from({ length: SIGN_INS }, () => 200))

  // Every registration is whole: its application and its account; each got a 수험번호 of its own, though all took one counter at once.
  const examNumbers: unknown[] = []
  for (const email of emails) {
    const applications = await findAsAdmin<{ examNumber: string }>('applications', 'email', email)
    expect(applications).toHaveLength(1)
    examNumbers.push(applications[0].examNumber)
    expect(await findAsAdmin('users', 'email', email)).toHaveLength(1)
  }
  expect(examNumbers.every((number) => typeof number === 'string' && /^\d{6}$/.test(number))).toBe(true)
  expect(new Set(examNumbers).size).toBe(REGISTRATIONS)
  // Every sign-in's token works: none lost its session to another at the same moment.
  const tokens = [...signedIn, ...signedInByPayload].map((reply) => reply.token)
  const accounts = await Promise.all(tokens.map(async (token) => (await call<Me>('/cms-api/users/me', { headers: { authorization: `JWT ${token}` } })).body.user?.email))
  expect(accounts).toEqual(tokens.map(() => TEST_PROFESSOR.email))

  await removeRegistrations(emails)
})
