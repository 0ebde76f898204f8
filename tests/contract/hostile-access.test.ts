import { call, createAsAdmin, deleteAsAdmin, loginAsAdmin, paragraphText, updateAsAdmin } from './client'
import { findAsAdmin, registerValid, removeRegistrations } from './registration-helpers'

/**
 * Payload's REST API (/cms-api) and the site's private reads beyond the roles' matrix (walked in
 * tests/contract/access-matrix.test.ts): versions, drafts, Payload's own collections and accounts that
 * were signed in and then became pending or disabled, beside anonymous callers, an active student and
 * professor, and the admin. Each private resource answers only whom it should.
 */
jest.setTimeout(120_000)

type Role = 'anonymous' | 'student' | 'professor' | 'pending' | 'disabled' | 'admin'
const ROLES: Role[] = ['anonymous', 'student', 'professor', 'pending', 'disabled', 'admin']
const PASSWORD = 'matrix-password-1'

const tokens: Partial<Record<Role, string>> = {}
const userIds: Partial<Record<Role, number>> = {}
const applicantEmail = `matrix-applicant-${Date.now()}@example.com`
let draftNewsId = 0
let applicantFileId = 0

async function signedIn(role: Exclude<Role, 'anonymous' | 'admin'>): Promise<void> {
  const type = role === 'professor' ? 'professor' : 'student'
  const email = `matrix-${role}-${Date.now()}@example.com`
  const user = await createAsAdmin('users', { email, password: PASSWORD, name: role, type, state: 'active' })
  const login = await call<{ token: string }>('/cms-api/users/login', { method: 'POST', body: { email, password: PASSWORD } })
  expect(login.status).toBe(200)
  tokens[role] = login.body.token
  userIds[role] = user.id
}

beforeAll(async () => {
  tokens.admin = await loginAsAdmin()
  userIds.admin = (await call<{ user: { id: number } }>('/cms-api/users/me', { token: tokens.admin })).body.user.id
  for (const role of ['student', 'professor', 'pending', 'disabled'] as const) await signedIn(role)
  // Signed in while active; the admin then changes the state. Their tokens must stop working at once.
  await updateAsAdmin('users', userIds.pending!, { state: 'pending' })
  await updateAsAdmin('users', userIds.disabled!, { state: 'disabled' })
  const news = await createAsAdmin('news', { title: '초안', slug: `matrix-draft-${Date.now()}`, cover: 2, content: paragraphText('초안 본문'), publishedAt: new Date().toISOString(), _status: 'draft' })
  draftNewsId = news.id
  await registerValid(applicantEmail)
  const [applicant] = await findAsAdmin<{ id: number }>('users', 'email', applicantEmail)
  const [file] = await findAsAdmin<{ id: number }>('applicant-files', 'owner', applicant.id)
  applicantFileId = file.id
})

afterAll(async () => {
  for (const role of ['student', 'professor', 'pending', 'disabled'] as const) if (userIds[role]) await deleteAsAdmin('users', userIds[role]!)
  if (draftNewsId) await deleteAsAdmin('news', draftNewsId)
  await removeRegistrations([applicantEmail])
})

const as = (role: Role) => (tokens[role] ? { token: tokens[role] } : {})

/** What each role gets: the HTTP status, and for lists which documents (`own` = only their own, `none`, `none of others` = at most their own, `some`). */
type Expect = number | 'own' | 'none' | 'some' | 'none of others'
type Row = { name: string; request: (role: Role) => Promise<{ status: number; body: unknown }>; expect: Record<Role, Expect> }

const listOf = (body: unknown) => (body as { docs?: { id: number; user?: number | { value: number }; owner?: number }[] }).docs ?? []
const ownerOf = (doc: ReturnType<typeof listOf>[number]) => (typeof doc.user === 'object' ? doc.user.value : doc.user)

const everyoneElse = (admin: Expect, others: Expect): Record<Role, Expect> => ({ anonymous: others, student: others, professor: others, pending: others, disabled: others, admin })

const ROWS: Row[] = [
  { name: 'read the user list', request: (role) => call('/cms-api/users?depth=0', as(role)), expect: { anonymous: 403, student: 'own', professor: 'own', pending: 403, disabled: 403, admin: 'some' } },
  {
    name: 'see themselves at /users/me',
    request: async (role) => {
      const reply = await call<{ user: { id: number } | null }>('/cms-api/users/me', as(role))
      return { status: reply.body.user ? 200 : 401, body: reply.body }
    },
    expect: { anonymous: 401, student: 200, professor: 200, pending: 401, disabled: 401, admin: 200 },
  },
  { name: 'read news versions and drafts', request: (role) => call('/cms-api/news/versions?depth=0', as(role)), expect: everyoneElse(200, 403) },
  // Applications keep no versions: their versions are nothing there, whoever asks (Payload would fail on them with a 500).
  { name: 'read versions of applications, which keep none', request: (role) => call('/cms-api/applications/versions', as(role)), expect: everyoneElse(404, 404) },
  { name: 'read one version of an application', request: (role) => call('/cms-api/applications/versions/1', as(role)), expect: everyoneElse(404, 404) },
  { name: 'restore a version of an application', request: (role) => call('/cms-api/applications/versions/1', { ...as(role), method: 'POST', body: {} }), expect: everyoneElse(404, 404) },
  { name: 'read versions of the settings, which keep none', request: (role) => call('/cms-api/globals/settings/versions', as(role)), expect: everyoneElse(404, 404) },
  { name: 'read a draft', request: (role) => call(`/cms-api/news/${draftNewsId}?draft=true&depth=0`, as(role)), expect: everyoneElse(200, 404) },
  { name: 'read the migrations (not served at all)', request: (role) => call('/cms-api/payload-migrations', as(role)), expect: everyoneElse(404, 404) },
  { name: 'read others’ preferences', request: (role) => call('/cms-api/payload-preferences?depth=0', as(role)), expect: { anonymous: 403, student: 'none of others', professor: 'none of others', pending: 403, disabled: 403, admin: 'none of others' } },
  { name: 'read applications', request: (role) => call('/cms-api/applications?depth=0', as(role)), expect: { anonymous: 403, student: 'none', professor: 'none', pending: 403, disabled: 403, admin: 'some' } },
  { name: 'read applicant files', request: (role) => call('/cms-api/applicant-files?depth=0', as(role)), expect: { anonymous: 403, student: 'none', professor: 'none', pending: 403, disabled: 403, admin: 'some' } },
  { name: 'download an applicant’s file', request: (role) => call(`/api/applications/files/${applicantFileId}`, as(role)), expect: { anonymous: 401, student: 403, professor: 403, pending: 401, disabled: 401, admin: 200 } },
  { name: 'read the consent notices’ versions', request: (role) => call('/cms-api/globals/consent-notices/versions?depth=0', as(role)), expect: everyoneElse(200, 403) },
]

function judge(role: Role, expected: Expect, reply: { status: number; body: unknown }) {
  if (typeof expected === 'number') return reply.status === expected
  if (reply.status !== 200) return false
  const docs = listOf(reply.body)
  if (expected === 'none') return docs.length === 0
  if (expected === 'none of others') return docs.every((doc) => ownerOf(doc) === userIds[role])
  if (expected === 'some') return docs.length > 0
  return docs.length === 1 && docs[0].id === userIds[role]
}

describe('the access matrix', () => {
  it.each(ROWS.map((row) => [row.name, row] as const))('who may %s', async (_name, row) => {
    const outcome: Record<string, string> = {}
    for (const role of ROLES) {
      const reply = await row.request(role)
      const expected = row.expect[role]
      outcome[role] = judge(role, expected, reply) ? 'as expected' : `expected ${expected}, got ${reply.status}`
    }
    expect(outcome).toEqual(Object.fromEntries(ROLES.map((role) => [role, 'as expected'])))
  })
})

describe('account states', () => {
  it('a disabled account cannot sign in again, and neither can a rejected one', async () => {
    for (const role of ['pending', 'disabled'] as const) {
      const email = `matrix-${role}-again-${Date.now()}@example.com`
      const user = await createAsAdmin('users', { email, password: PASSWORD, name: role, type: 'student', state: role === 'pending' ? 'rejected' : 'disabled' })
      expect((await call('/cms-api/users/login', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(401)
      await deleteAsAdmin('users', user.id)
    }
  })

  it('an applicant’s account becomes active only through the approval of the application', async () => {
    const [account] = await findAsAdmin<{ id: number; state: string }>('users', 'email', applicantEmail)
    const reply = await call<{ errors: { message: string }[] }>(`/cms-api/users/${account.id}`, { method: 'PATCH', token: tokens.admin, body: { state: 'active' } })
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0].message).toContain('상태')
    expect((await findAsAdmin<{ state: string }>('users', 'email', applicantEmail))[0].state).toBe('pending')
  })

  it('an expired popup is not readable through /cms-api', async () => {
    const past = new Date(Date.now() - 86_400_000)
    const popup = await createAsAdmin('popups', { name: 'expired', content: paragraphText('지난 공지'), top: 1, left: 1, active: true, startsAt: new Date(past.getTime() - 86_400_000).toISOString(), endsAt: past.toISOString() })
    const list = await call<{ docs: { id: number }[] }>('/cms-api/popups?limit=100&depth=0')
    expect(list.body.docs.map((doc) => doc.id)).not.toContain(popup.id)
    expect((await call(`/cms-api/popups/${popup.id}`)).status).toBe(404)
    await deleteAsAdmin('popups', popup.id)
  })
})
