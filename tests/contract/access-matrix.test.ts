import { ACCESS_MATRIX, rulesOf, type Area, type Operation, type Principal } from '@/cms/access/roles'
import { STAFF_ROLES, type StaffRole } from '@/lib/auth/staff'

import { callSite } from '../setup/http'
import { freshCode } from '../setup/totp'
import { call, createAsAdmin, deleteAsAdmin, freshAddress, paragraphText, server, type Reply } from './client'
import { findAsAdmin, registerValid, removeRegistrations } from './registration-helpers'
import { accountWithSecondFactor } from './second-factor-accounts'

/**
 * The access matrix of cms/access/roles.ts, walked over HTTP for every kind of caller, every collection and global
 * and every operation it names: what the matrix gives a caller answers, whatever it does not is refused. The staff
 * roles sign in with their second factor; a staff account that has not set one up is no staff (it counts as any
 * signed-in account). The admin's menu shows each role what it may work on, and the applicants' files of the site's
 * /api answer the roles that read them.
 */
jest.setTimeout(300_000)

type Caller = 'anonymous' | 'student' | 'professor' | 'unenrolled editor' | StaffRole
const CALLERS: Caller[] = ['anonymous', 'student', 'professor', 'unenrolled editor', ...STAFF_ROLES]
const PASSWORD = 'matrix-roles-password-1'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
// No document has this id: an allowed write of it answers 404, a refused one 403.
const MISSING = 999_999_999
const GLOBALS: Area[] = ['settings', 'consent-notices']
// Payload does not serve its migrations at all (tests/contract/hostile-access.test.ts).
const NOT_SERVED: Area[] = ['payload-migrations']
// Acts whose run has effects of their own (a destruction, a review, the jobs): only their refusals are walked here;
// their runs are tests/contract/retention.test.ts's and access-log.test.ts's.
const REFUSALS_ONLY: Operation[] = ['run', 'review']
// Collections the admin never lists (their documents are met elsewhere: an applicant's files on the application).
const NEVER_IN_MENU: Area[] = ['applicant-files', 'legacy-records']

const tokens: Partial<Record<Caller, string>> = { admin: server.adminToken }
const ids: Partial<Record<Caller, number>> = {}
const applicantEmail = `roles-applicant-${Date.now()}@example.com`
let applicantFileId = 0
let draftNewsId = 0

const principalsOf = (caller: Caller): Principal[] => {
  if (caller === 'anonymous') return ['anyone']
  return (STAFF_ROLES as readonly string[]).includes(caller) ? ['anyone', 'own', caller as StaffRole] : ['anyone', 'own']
}
const may = (caller: Caller, area: Area, operation: Operation, principals = principalsOf(caller)) =>
  principals.some((principal) => (rulesOf(area)[principal] ?? []).includes(operation))
const staffMayAs = (caller: Caller, area: Area, operation: Operation) => may(caller, area, operation, principalsOf(caller).filter((p) => p !== 'anyone' && p !== 'own'))
const as = (caller: Caller) => (tokens[caller] ? { token: tokens[caller] } : {})

async function signIn(caller: Exclude<Caller, 'anonymous' | 'admin'>) {
  if (caller === 'editor' || caller === 'admissions') {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, caller, 'roles')
    return signInAs(caller, email, await freshCode(secret, email))
  }
  const email = `roles-${caller.replace(' ', '-')}-${Date.now()}@example.com`
  await createAsAdmin('users', { email, password: PASSWORD, name: caller, type: caller === 'unenrolled editor' ? 'editor' : caller, state: 'active' })
  return signInAs(caller, email, undefined)
}

async function signInAs(caller: Caller, email: string, totp: string | undefined) {
  const reply = await callSite<{ token?: string; user?: { id: number } }>(server.baseUrl, '/cms-api/users/login', { method: 'POST', from: freshAddress(), body: { email, password: PASSWORD, ...(totp && { totp }) } })
  if (!reply.body.token || !reply.body.user) throw new Error(`${caller} could not sign in: ${reply.status} ${JSON.stringify(reply.body)}`)
  tokens[caller] = reply.body.token
  ids[caller] = reply.body.user.id
}

beforeAll(async () => {
  for (const caller of ['student', 'professor', 'unenrolled editor', 'editor', 'admissions'] as const) await signIn(caller)
  ids.admin = (await call<{ user: { id: number } }>('/cms-api/users/me', { token: server.adminToken })).body.user.id
  await registerValid(applicantEmail)
  const [applicant] = await findAsAdmin<{ id: number }>('users', 'email', applicantEmail)
  const [file] = await findAsAdmin<{ id: number }>('applicant-files', 'owner', applicant.id)
  applicantFileId = file.id
  const news = await createAsAdmin('news', { title: '역할 초안', slug: `roles-draft-${Date.now()}`, cover: 2, content: paragraphText('초안'), publishedAt: new Date().toISOString(), _status: 'draft' })
  draftNewsId = news.id
})

afterAll(async () => {
  for (const caller of ['student', 'professor', 'unenrolled editor', 'editor', 'admissions'] as const) if (ids[caller]) await deleteAsAdmin('users', ids[caller]!)
  if (draftNewsId) await deleteAsAdmin('news', draftNewsId)
  await removeRegistrations([applicantEmail])
})

const pathOf = (area: Area) => (GLOBALS.includes(area) ? `/cms-api/globals/${area}` : `/cms-api/${area}`)
const send = (caller: Caller, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => call(path, { ...as(caller), ...options })

/** The request of `operation` on `area`, on no document where it takes one. */
function attempt(caller: Caller, area: Area, operation: Operation): Promise<Reply<unknown>> {
  const path = pathOf(area)
  switch (operation) {
    case 'read':
      return send(caller, GLOBALS.includes(area) ? path : `${path}?depth=0&limit=100`)
    case 'create':
      return send(caller, path, { method: 'POST', body: {} })
    case 'update':
      return GLOBALS.includes(area) ? send(caller, path, { method: 'POST', body: {} }) : send(caller, `${path}/${MISSING}`, { method: 'PATCH', body: {} })
    case 'delete':
      // Many at once, by a filter that finds none: a rule that allows only some documents (expired records) answers
      // one missing document with 403, as it would a refusal.
      return send(caller, `${path}?where[id][equals]=${MISSING}`, { method: 'DELETE' })
    case 'decide':
      return send(caller, `${path}/${MISSING}/review`, { method: 'POST', headers: XHR })
    case 'reveal':
      return send(caller, `${path}/${MISSING}/citizenship-number`, { method: 'POST', headers: XHR })
    case 'export':
      return send(caller, `${path}/export`, { headers: XHR })
    case 'unlock':
      // The demo content's professor, who is no staff: an unlock of no account is refused whoever asks.
      return send(caller, `${path}/unlock`, { method: 'POST', body: { email: 'professor@example.com' } })
    case 'review':
      return send(caller, `${path}/review`, { method: 'POST', headers: XHR })
    case 'run':
      return send(caller, `${path}/run`, { method: area === 'payload-jobs' ? 'GET' : 'POST', headers: XHR })
  }
}

type Docs = { docs?: { id: number; user?: number | null; owner?: number | null }[] }
const ownerOf = (area: Area, doc: NonNullable<Docs['docs']>[number]) => (area === 'users' ? doc.id : area === 'applications' ? doc.user : doc.owner)

/** Whether the answer is what the matrix gives `caller`: a refusal where it gives nothing, and for a list only the caller's own where it gives that. */
function judge(caller: Caller, area: Area, operation: Operation, reply: Reply<unknown>): string {
  const refused = reply.status === 403 || reply.status === 401
  if (reply.status >= 500) return `failed with ${reply.status}`
  if (!may(caller, area, operation)) return refused ? 'as the matrix says' : `not refused (${reply.status})`
  if (refused) return `refused (${reply.status})`
  if (operation !== 'read' || GLOBALS.includes(area) || staffMayAs(caller, area, 'read') || may(caller, area, 'read', ['anyone'])) return 'as the matrix says'
  // Its own documents only.
  const docs = (reply.body as Docs).docs ?? []
  return docs.every((doc) => ownerOf(area, doc) === ids[caller]) ? 'as the matrix says' : 'read others’ documents'
}

const OPERATIONS: Operation[] = ['read', 'create', 'update', 'delete', 'decide', 'export', 'reveal', 'unlock', 'review', 'run']
const ROWS = (Object.keys(ACCESS_MATRIX) as Area[])
  .filter((area) => !NOT_SERVED.includes(area))
  .flatMap((area) => {
    const named = new Set(Object.values(rulesOf(area)).flat())
    // Every collection is walked for Payload's four operations (a global for reading and changing); its own acts where it has them.
    const walked = OPERATIONS.filter((operation) => (GLOBALS.includes(area) ? ['read', 'update'] : ['read', 'create', 'update', 'delete']).includes(operation) || named.has(operation))
    return walked.map((operation) => [area, operation] as const)
  })

describe('the access matrix, for every role', () => {
  it.each(ROWS)('%s: %s', async (area, operation) => {
    const outcome: Record<string, string> = {}
    for (const caller of CALLERS) {
      if (REFUSALS_ONLY.includes(operation) && may(caller, area, operation)) continue
      const reply = await attempt(caller, area, operation)
      outcome[caller] = judge(caller, area, operation, reply)
      const created = (reply.body as { doc?: { id?: number } } | null)?.doc?.id
      if (operation === 'create' && reply.status === 201 && created) await deleteAsAdmin(area, created)
    }
    expect(outcome).toEqual(Object.fromEntries(Object.keys(outcome).map((caller) => [caller, 'as the matrix says'])))
  })

  it('staff who read a collection read its drafts; anyone else only what is published', async () => {
    for (const caller of CALLERS) {
      const reply = await send(caller, `/cms-api/news/${draftNewsId}?draft=true&depth=0`)
      expect([caller, reply.status]).toEqual([caller, staffMayAs(caller, 'news', 'read') ? 200 : 404])
    }
  })

  it('an applicant’s file through the site’s /api: the roles that read applicants’ files', async () => {
    for (const caller of CALLERS) {
      const reply = await send(caller, `/api/applications/files/${applicantFileId}`)
      const expected = caller === 'anonymous' ? 401 : staffMayAs(caller, 'applicant-files', 'read') ? 200 : 403
      expect([caller, reply.status]).toEqual([caller, expected])
    }
  })

  it('the admin’s menu shows each role what it may work on, and nothing else', async () => {
    for (const role of STAFF_ROLES) {
      const page = await callSite<string>(server.baseUrl, '/admin', { cookie: `payload-token=${tokens[role]}` })
      expect(page.status).toBe(200)
      const linked = new Set([...page.body.matchAll(/href="\/admin\/(?:collections|globals)\/([a-z-]+)[/"?]/g)].map((match) => match[1]))
      const menu = (Object.keys(ACCESS_MATRIX) as Area[]).filter((area) => !area.startsWith('payload-') && !NEVER_IN_MENU.includes(area) && (rulesOf(area)[role] ?? []).length > 0)
      expect([role, [...linked].sort()]).toEqual([role, [...new Set([...menu, 'users'])].sort()])
    }
  })
})

describe('staff accounts', () => {
  it('a staff member signs in at /api/login as 관리자 and is told their role', async () => {
    const { email, secret } = await accountWithSecondFactor(PASSWORD, 'editor', 'roles-login')
    const reply = await callSite<{ data?: { type: string } }>(server.baseUrl, '/api/login', { method: 'POST', headers: XHR, from: freshAddress(), body: { device: 'web', type: 'admin', email, password: PASSWORD, totp: await freshCode(secret, email) } })
    expect([reply.status, reply.body.data?.type]).toEqual([200, 'editor'])
  })

  it('a new account made in the admin starts with the least staff role', async () => {
    const email = `roles-default-${Date.now()}@example.com`
    const created = await createAsAdmin<{ id: number; type: string }>('users', { email, password: PASSWORD, name: '기본', state: 'active' })
    expect(created.type).toBe('editor')
    await deleteAsAdmin('users', created.id)
  })
})
