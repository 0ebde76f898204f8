import { rounds } from './admission-rounds'
import { call, fetchFrom, freshAddress, loginAsAdmin, server } from './client'
import { exportFile, readSheet } from './exports'
import { callSite } from '../setup/http'
import { decide, enrolStudent, findAsAdmin, openDepartmentId, registerValid, removeRegistrations, signIn } from './registration-helpers'
import { staleStaffSession } from './second-factor-accounts'

// Registrations and sign-ins hash passwords; on a busy machine a test can take a few seconds.
jest.setTimeout(60_000)

const PASSWORD = 'applicant-pass-1'
// validForm's values (tests/setup/registration-form.ts).
const WHOLE_NUMBER = '950505-2123456'
const MASKED_NUMBER = '950505-2******'
// Phones are kept as E.164 and masked with their country code.
const WHOLE_PHONE = '+821023456789'
const MASKED_PHONE = '+82 10 **** 6789'

const tag = `access-${Date.now()}`
const emails = Array.from({ length: 4 }, (_, index) => `${tag}-${index}@example.com`)
const ids: number[] = []

type Entry = { id: number; action: string; actor: number | null; actorEmail: string | null; address: string; applicationId: number | null; reference: string | null; details: Record<string, unknown> | null; createdAt: string }
type ApplicationDoc = { id: number; reference: string; mobile: string; citizenshipNoMasked: string; photo: number; state: string }

const xhr = { 'x-requested-with': 'XMLHttpRequest' }
const asAdmin = async () => ({ ...xhr, authorization: `JWT ${await loginAsAdmin()}` })

/** The newest access log entries of an action (and of one application), read as the admin. */
async function entries(action: string, applicationId?: number): Promise<Entry[]> {
  const where = `where[action][equals]=${action}${applicationId === undefined ? '' : `&where[applicationId][equals]=${applicationId}`}`
  const reply = await call<{ docs: Entry[] }>(`/cms-api/access-log?${where}&sort=-createdAt&limit=50&depth=0`, { token: await loginAsAdmin() })
  expect(reply.status).toBe(200)
  return reply.body.docs
}

const application = async (id: number) => (await call<ApplicationDoc>(`/cms-api/applications/${id}?depth=0`, { token: await loginAsAdmin() })).body

beforeAll(async () => {
  for (const email of emails) ids.push(await registerValid(email))
}, 120_000)

afterAll(() => removeRegistrations(emails))

describe('masked numbers', () => {
  it('lists (admin REST, the applicant’s own) show the resident number and the phone masked; the admin’s single read keeps the phone whole', async () => {
    const list = await call<{ docs: ApplicationDoc[] }>(`/cms-api/applications?where[email][equals]=${encodeURIComponent(emails[0])}&depth=0`, { token: await loginAsAdmin() })
    expect(list.status).toBe(200)
    expect(list.body.docs[0]).toMatchObject({ mobile: MASKED_PHONE, citizenshipNoMasked: MASKED_NUMBER })
    expect(list.body.docs[0]).not.toHaveProperty('citizenshipNoEncrypted')
    expect(JSON.stringify(list.body)).not.toContain(WHOLE_PHONE)
    expect(JSON.stringify(list.body)).not.toContain('2123456')

    const single = await application(ids[0])
    expect(single).toMatchObject({ mobile: WHOLE_PHONE, citizenshipNoMasked: MASKED_NUMBER })
    expect(JSON.stringify(single)).not.toContain('2123456')

    await enrolStudent(ids[0])
    const own = await signIn(emails[0], PASSWORD)
    const ownList = await call<{ docs: ApplicationDoc[] }>('/cms-api/applications?depth=0', { headers: { authorization: `Bearer ${own.token}` } })
    expect(ownList.body.docs.map(({ id }) => id)).toEqual([ids[0]])
    expect(ownList.body.docs[0]).toMatchObject({ mobile: MASKED_PHONE, citizenshipNoMasked: MASKED_NUMBER })
  })

  it('the admin’s list and application pages carry no whole number in their HTML', async () => {
    const headers = await asAdmin()
    const page = await fetch(`${server.baseUrl}/admin/collections/applications/${ids[1]}`, { headers })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(MASKED_NUMBER)
    expect(html).not.toContain('2123456')
    const listPage = await fetch(`${server.baseUrl}/admin/collections/applications?where[id][equals]=${ids[1]}&columns=${encodeURIComponent(JSON.stringify(['reference', 'mobile']))}`, { headers })
    expect(listPage.status).toBe(200)
    const listHtml = await listPage.text()
    expect(listHtml).not.toContain(WHOLE_PHONE)
    expect(listHtml).not.toContain('2123456')
  })
})

describe('POST /cms-api/applications/{id}/citizenship-number', () => {
  const reveal = (id: number, options: Parameters<typeof call>[1] = {}) => call<{ number?: string; message?: string }>(`/cms-api/applications/${id}/citizenship-number`, { method: 'POST', ...options })

  it('is for admins only, from the admin’s own script', async () => {
    const before = (await entries('viewCitizenshipNumber', ids[1])).length
    expect((await reveal(ids[1], { headers: xhr })).status).toBe(403)
    const own = await signIn(emails[0], PASSWORD)
    expect((await reveal(ids[0], { headers: { ...xhr, authorization: `Bearer ${own.token}` } })).status).toBe(403)
    expect((await reveal(ids[1], { token: await loginAsAdmin() })).status).toBe(403)
    expect((await reveal(ids[1], { token: await loginAsAdmin(), headers: { ...xhr, origin: 'https://evil.example' } })).status).toBe(403)
    expect((await entries('viewCitizenshipNumber', ids[1])).length).toBe(before)
  })

  it('gives the whole number to an admin and logs who, when, from where and whose', async () => {
    const from = freshAddress()
    const started = Date.now()
    const reply = await reveal(ids[1], { token: await loginAsAdmin(), headers: xhr, from })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ number: WHOLE_NUMBER, kind: 'citizenship' })
    expect(reply.headers.get('cache-control')).toContain('no-store')

    const [entry] = await entries('viewCitizenshipNumber', ids[1])
    const { reference } = await application(ids[1])
    expect(entry).toMatchObject({ actorEmail: server.adminEmail, address: from, applicationId: ids[1], reference })
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(started - 5_000)
    expect(JSON.stringify(entry)).not.toContain('2123456')
    expect((await reveal(999_999, { token: await loginAsAdmin(), headers: xhr })).status).toBe(404)
  })
})

describe('applicant files', () => {
  it('each download and each view of the photo is logged, and only an admin sees the photo inline', async () => {
    const { photo, reference } = await application(ids[2])
    const from = freshAddress()
    const before = (await entries('downloadFile', ids[2])).length
    const download = await fetchFrom(from, `${server.baseUrl}/api/applications/files/${photo}`, { headers: await asAdmin() })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    await download.arrayBuffer()
    const logged = await entries('downloadFile', ids[2])
    expect(logged.length).toBe(before + 1)
    expect(logged[0]).toMatchObject({ actorEmail: server.adminEmail, address: from, reference, details: { file: photo, kind: 'photo', field: 'photo' } })

    const inline = await fetch(`${server.baseUrl}/api/applications/files/${photo}?view=inline`, { headers: await asAdmin() })
    expect(inline.status).toBe(200)
    expect(inline.headers.get('content-type')).toBe('image/png')
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/)
    expect(inline.headers.get('cache-control')).toContain('no-store')
    await inline.arrayBuffer()
    expect((await entries('viewPhoto', ids[2]))[0]).toMatchObject({ actorEmail: server.adminEmail, reference })

    await enrolStudent(ids[2])
    const owner = await signIn(emails[2], PASSWORD)
    expect((await call(`/api/applications/files/${photo}?view=inline`, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(403)
    expect((await call(`/api/applications/files/${photo}`, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200)
    expect((await entries('downloadFile', ids[2]))[0]).toMatchObject({ actorEmail: emails[2], reference })
  })
})

describe('decisions and deletions', () => {
  it('a 입금 확인 (a round’s approval), a rejection and a deletion each leave an entry with the application’s reference', async () => {
    const token = await loginAsAdmin()
    const approved = await application(ids[0])
    expect((await entries('confirmPayment', ids[0]))[0]).toMatchObject({ actorEmail: server.adminEmail, reference: approved.reference })

    expect((await decide(ids[3], 'reject', { token, body: { reason: '서류 미비' } })).status).toBe(200)
    const rejected = await application(ids[3])
    expect((await entries('reject', ids[3]))[0]).toMatchObject({ actorEmail: server.adminEmail, reference: rejected.reference })

    const extra = `${tag}-deleted@example.com`
    const id = await registerValid(extra)
    const { reference } = await application(id)
    expect((await call(`/cms-api/applications/${id}`, { method: 'DELETE', token })).status).toBe(200)
    expect((await entries('delete', id))[0]).toMatchObject({ actorEmail: server.adminEmail, reference })
    await removeRegistrations([extra])
  })
})

describe('the access log itself', () => {
  it('is read by admins only, and no one (admins included) writes, edits or deletes it through /cms-api', async () => {
    const token = await loginAsAdmin()
    const [entry] = await entries('viewCitizenshipNumber', ids[1])
    expect((await call('/cms-api/access-log')).status).toBe(403)
    const own = await signIn(emails[0], PASSWORD)
    expect((await call('/cms-api/access-log', { headers: { authorization: `Bearer ${own.token}` } })).status).toBe(403)

    expect((await call('/cms-api/access-log', { method: 'POST', token, body: { action: 'delete', actorName: 'forged' } })).status).toBe(403)
    expect((await call(`/cms-api/access-log/${entry.id}`, { method: 'PATCH', token, body: { actorName: 'someone else', address: '1.2.3.4' } })).status).toBe(403)
    expect((await call(`/cms-api/access-log?where[id][equals]=${entry.id}`, { method: 'PATCH', token, body: { actorName: 'someone else' } })).status).toBe(403)
    expect((await call(`/cms-api/access-log/${entry.id}`, { method: 'DELETE', token })).status).not.toBe(200)
    await call(`/cms-api/access-log?where[id][equals]=${entry.id}`, { method: 'DELETE', token })

    const after = await call<Entry>(`/cms-api/access-log/${entry.id}?depth=0`, { token })
    expect(after.status).toBe(200)
    expect(after.body).toEqual(entry)
  })
})

describe('GET /cms-api/applications/export', () => {
  it('is for admins only', async () => {
    expect((await exportFile('applications', '')).status).toBe(403)
    const own = await signIn(emails[0], PASSWORD)
    expect((await exportFile('applications', '', { authorization: `Bearer ${own.token}` })).status).toBe(403)
    expect((await exportFile('contact-messages', '', { authorization: `Bearer ${own.token}` })).status).toBe(403)
    // An admin's browser following a link from elsewhere: signed in, but not the admin's own script.
    const { authorization } = await asAdmin()
    expect((await exportFile('applications', 'numbers=full', { authorization })).status).toBe(403)
    expect((await exportFile('contact-messages', '', { authorization })).status).toBe(403)
  })

  it('answers bad filters with a 422 that names them', async () => {
    const headers = await asAdmin()
    const refused = async (query: string) => {
      const reply = await call<{ message: string; errors: Record<string, string[]> }>(`/cms-api/applications/export?${query}`, { headers })
      expect(reply.status).toBe(422)
      return Object.keys(reply.body.errors)
    }
    expect(await refused('state=maybe')).toEqual(['state'])
    expect(await refused('department=abc')).toEqual(['department'])
    expect(await refused('department=999999')).toEqual(['department'])
    expect(await refused('round=0x1')).toEqual(['round'])
    expect(await refused('numbers=all')).toEqual(['numbers'])
    expect(await refused('state=x&department=-1')).toEqual(['state', 'department'])
    const english = await call<{ message: string; errors: Record<string, string[]> }>('/cms-api/applications/export?state=maybe', { headers: { ...headers, 'accept-language': 'en' } })
    expect(english.body.errors.state[0]).toMatch(/pending, approved or rejected/)
  })

  it('holds exactly the applications the filters chose, with Korean headers and masked numbers, and logs the export', async () => {
    const headers = await asAdmin()
    const department = await openDepartmentId()
    const now = Date.now()
    const round = (await rounds(await loginAsAdmin())).find(({ applicationOpensAt, applicationClosesAt }) => Date.parse(applicationOpensAt) <= now && now < Date.parse(applicationClosesAt))!
    const query = `state=approved&department=${department}&round=${round.id}`
    const where = `where[state][equals]=approved&where[department][equals]=${department}&where[round][equals]=${round.id}`

    const from = freshAddress()
    const file = await exportFile('applications', query, headers, from)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;.*filename\*=UTF-8''%EC%9E%85%ED%95%99/)
    const expected = await call<{ docs: { reference: string }[] }>(`/cms-api/applications?${where}&depth=0&limit=1000`, { token: await loginAsAdmin() })
    const { headers: columns, rows } = await readSheet(file.body)
    expect(columns).toEqual(expect.arrayContaining(['접수 번호', '상태', '이름(한글)', '국적', '고유식별번호 종류', '고유식별번호', '휴대전화', '이메일', '지원 학과', '접수 일시']))
    expect(rows.map((row) => row['접수 번호']).sort()).toEqual(expected.body.docs.map(({ reference }) => reference).sort())
    expect(rows.every((row) => row['상태'] === '승인됨')).toBe(true)

    const approved = [await application(ids[0]), await application(ids[2])]
    const pendingOrRejected = [await application(ids[1]), await application(ids[3])]
    for (const doc of approved) expect(rows.map((row) => row['접수 번호'])).toContain(doc.reference)
    for (const doc of pendingOrRejected) expect(rows.map((row) => row['접수 번호'])).not.toContain(doc.reference)
    const ours = rows.find((row) => row['접수 번호'] === approved[0].reference)!
    // A text starting with + is kept inert behind an apostrophe (lib/privacy/workbook.ts).
    expect(ours).toMatchObject({ 국적: 'KR', '고유식별번호 종류': '주민등록번호', 고유식별번호: MASKED_NUMBER, 휴대전화: `'${MASKED_PHONE}`, 이메일: emails[0] })
    // Everything the admissions committee reads: education, job, motive, church life and the documents sent.
    expect(ours).toMatchObject({ 나이: '31', '최종 학교': '한국대학교', '재학 기간': '2014-03-02 ~ 2018-02-20', '지원 동기': '인터넷 검색', '지원 구분': '목회자 과정' })
    expect(ours['신앙 생활 (교회, 위치, 교단, 직분, 신앙 연수)']).toBe('새빛교회 (서울, 장로교, 집사, 10년)')
    expect(ours['제출 서류'].split('\n')).toEqual(['사진: me.png', '신앙 고백서: confession.txt', '학업 계획서: 학업 계획서.pdf'])
    expect(columns).toEqual(expect.arrayContaining(['직장', '직위', '직장 주소', '학과', '전공', '심사 시작', '처리 일시', '거절 사유']))
    expect(file.body.includes(Buffer.from('2123456'))).toBe(false)

    const [entry] = await entries('exportApplications')
    expect(entry).toMatchObject({ actorEmail: server.adminEmail, address: from, details: { numbers: 'masked', count: rows.length, filters: { state: 'approved', department, round: round.id } } })
  })

  it('gives whole numbers only when asked, and logs that they were', async () => {
    const headers = await asAdmin()
    const file = await exportFile('applications', 'state=rejected&numbers=full', headers)
    expect(file.status).toBe(200)
    const { rows } = await readSheet(file.body)
    const rejected = await application(ids[3])
    expect(rows.find((row) => row['접수 번호'] === rejected.reference)).toMatchObject({ 고유식별번호: WHOLE_NUMBER, 휴대전화: `'${WHOLE_PHONE}` })
    expect(rows.every((row) => row['상태'] === '거절됨')).toBe(true)
    const [entry] = await entries('exportApplications')
    expect(entry.details).toMatchObject({ numbers: 'full', count: rows.length, filters: { state: 'rejected', department: null, round: null } })
  })

  it('of a round long past is empty but for its headers', async () => {
    const token = await loginAsAdmin()
    const dates = {
      applicationOpensAt: '2001-01-01T00:00:00.000Z',
      applicationClosesAt: '2001-02-01T00:00:00.000Z',
      announcementAt: '2001-02-10T00:00:00.000Z',
      enrolmentOpensAt: '2001-02-11T00:00:00.000Z',
      enrolmentClosesAt: '2001-02-20T00:00:00.000Z',
    }
    const past = await call<{ doc: { id: number } }>('/cms-api/admission-rounds', { method: 'POST', token, body: { name: `${tag} 2001`, ...dates } })
    expect(past.status).toBe(201)
    try {
      const file = await exportFile('applications', `round=${past.body.doc.id}`, await asAdmin())
      expect(file.status).toBe(200)
      const { headers, rows } = await readSheet(file.body)
      expect(headers[0]).toBe('접수 번호')
      expect(rows).toEqual([])
    } finally {
      await call(`/cms-api/admission-rounds/${past.body.doc.id}`, { method: 'DELETE', token })
    }
  })
})

describe('GET /cms-api/contact-messages/export', () => {
  it('holds the messages the filters chose, and logs the export; bad dates are a 422', async () => {
    const headers = await asAdmin()
    for (const index of [1, 2]) {
      const reply = await call('/api/contact/us?locale=ko', { method: 'POST', headers: xhr, from: freshAddress(), body: { name: `문의 ${tag} ${index}`, email: `${tag}-contact-${index}@example.com`, message: `내용 ${index}`, recaptcha: '', consent_privacy: '1' } })
      expect(reply.status).toBe(200)
    }
    const [handled] = await findAsAdmin<{ id: number }>('contact-messages', 'email', `${tag}-contact-2@example.com`)
    expect((await call(`/cms-api/contact-messages/${handled.id}`, { method: 'PATCH', headers, body: { handled: true } })).status).toBe(200)

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date())
    const file = await exportFile('contact-messages', `handled=no&from=${today}&to=${today}`, headers)
    expect(file.status).toBe(200)
    const { headers: columns, rows } = await readSheet(file.body)
    expect(columns).toEqual(['접수 일시', '이름', '이메일', '내용', '처리함', '언어'])
    const emailsOut = rows.map((row) => row['이메일'])
    expect(emailsOut).toContain(`${tag}-contact-1@example.com`)
    expect(emailsOut).not.toContain(`${tag}-contact-2@example.com`)
    expect(rows.every((row) => row['처리함'] === '아니요')).toBe(true)
    const [entry] = await entries('exportContactMessages')
    expect(entry.details).toMatchObject({ count: rows.length, filters: { handled: false, from: today, to: today } })

    const bad = await call<{ errors: Record<string, string[]> }>('/cms-api/contact-messages/export?from=2026-13-01&handled=maybe', { headers })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'handled'])
    const backwards = await call<{ errors: Record<string, string[]> }>('/cms-api/contact-messages/export?from=2026-02-01&to=2026-01-01', { headers })
    expect(backwards.status).toBe(422)
    expect(Object.keys(backwards.body.errors)).toEqual(['to'])
  })
})

describe('staff reads of applicants’ and correspondents’ data', () => {
  type Line = Entry & { actorName: string | null }
  /** Every access log line written for requests from `address` (a fresh one per test), oldest first. */
  const linesFrom = async (address: string): Promise<Line[]> =>
    (await call<{ docs: Line[] }>(`/cms-api/access-log?where[address][equals]=${address}&sort=createdAt&limit=100&depth=0`, { token: await loginAsAdmin() })).body.docs
  const actions = (lines: Line[]) => lines.map(({ action }) => action)
  /** What no line may hold: the applicants' and correspondents' names, addresses, numbers, texts. */
  const personal = [emails[0], emails[1], '김지원', 'Ji-won Kim', WHOLE_PHONE, MASKED_PHONE, '2123456', '950505', '서울특별시']

  it('a list read and a single read of applications each leave one line: who, from where, how many, which ids; no personal data', async () => {
    const token = await loginAsAdmin()
    const from = freshAddress()
    const list = await call<{ docs: ApplicationDoc[] }>(`/cms-api/applications?where[email][in]=${encodeURIComponent(`${emails[0]},${emails[1]}`)}&depth=1&limit=10`, { token, from })
    expect(list.status).toBe(200)
    expect(list.body.docs).toHaveLength(2)
    const [listed] = await linesFrom(from)
    expect(await linesFrom(from)).toHaveLength(1)
    expect(listed).toMatchObject({ action: 'listApplications', actorEmail: server.adminEmail, address: from, applicationId: null, details: { count: 2 } })
    expect([...(listed.details!.ids as number[])].sort()).toEqual([ids[0], ids[1]].sort())

    const single = await call<ApplicationDoc>(`/cms-api/applications/${ids[1]}?depth=1`, { token, from })
    expect(single.status).toBe(200)
    const lines = await linesFrom(from)
    expect(actions(lines)).toEqual(['listApplications', 'viewApplication'])
    expect(lines[1]).toMatchObject({ actorEmail: server.adminEmail, address: from, applicationId: ids[1], reference: single.body.reference })
    for (const text of personal) expect(JSON.stringify(lines)).not.toContain(text)
  })

  it('a read that chooses its fields, or answers a write, is logged as the read it is; only one of ids and dates alone is not', async () => {
    const token = await loginAsAdmin()
    const from = freshAddress()
    const reads = [
      `/cms-api/applications/${ids[0]}?select[email]=false`,
      `/cms-api/applications/${ids[0]}?select[consents][privacy]=true`,
      `/cms-api/applications/${ids[0]}?select[updatedAt]=true`,
    ]
    for (const read of reads) expect((await call(read, { token, from })).status).toBe(200)
    const saved = await call(`/cms-api/applications/${ids[0]}`, { method: 'PATCH', token, from, body: {} })
    expect(saved.status).toBe(200)
    expect(actions(await linesFrom(from))).toEqual(['viewApplication', 'viewApplication', 'viewApplication'])
  })

  it('a list read and a single read of contact messages each leave one line with how many and which ids', async () => {
    const email = `${tag}-reads@example.com`
    const sent = await call('/api/contact/us?locale=ko', { method: 'POST', headers: xhr, from: freshAddress(), body: { name: `읽기 ${tag}`, email, message: '개인적인 내용', recaptcha: '', consent_privacy: '1' } })
    expect(sent.status).toBe(200)
    const [message] = await findAsAdmin<{ id: number }>('contact-messages', 'email', email)
    const token = await loginAsAdmin()
    const from = freshAddress()
    expect((await call(`/cms-api/contact-messages?where[id][equals]=${message.id}`, { token, from })).status).toBe(200)
    expect((await call(`/cms-api/contact-messages/${message.id}`, { token, from })).status).toBe(200)
    const lines = await linesFrom(from)
    expect(lines).toEqual([
      expect.objectContaining({ action: 'listContactMessages', actorEmail: server.adminEmail, details: { count: 1, ids: [message.id] } }),
      expect.objectContaining({ action: 'viewContactMessage', actorEmail: server.adminEmail, details: { id: message.id } }),
    ])
    for (const text of [email, '개인적인 내용', `읽기 ${tag}`]) expect(JSON.stringify(lines)).not.toContain(text)
  })

  it('the admin’s list page and an application’s page each leave one line; the dashboard and the applicant’s own reads none', async () => {
    const headers = await asAdmin()
    const from = freshAddress()
    const dashboard = await fetchFrom(from, `${server.baseUrl}/admin`, { headers })
    expect(dashboard.status).toBe(200)
    await dashboard.text()
    expect(await linesFrom(from)).toEqual([])

    const listPage = await fetchFrom(from, `${server.baseUrl}/admin/collections/applications?limit=5`, { headers })
    expect(listPage.status).toBe(200)
    await listPage.text()
    const afterList = await linesFrom(from)
    expect(actions(afterList)).toEqual(['listApplications'])
    const { count, ids: listedIds } = afterList[0].details as { count: number; ids: number[] }
    expect(count).toBe(listedIds.length)
    expect(count).toBeGreaterThanOrEqual(4)

    const page = await fetchFrom(from, `${server.baseUrl}/admin/collections/applications/${ids[1]}`, { headers })
    expect(page.status).toBe(200)
    await page.text()
    const afterPage = await linesFrom(from)
    expect(actions(afterPage)).toEqual(['listApplications', 'viewApplication'])
    expect(afterPage[1]).toMatchObject({ applicationId: ids[1] })

    for (const path of ['/admin/collections/contact-messages', '/admin/collections/contact-messages?limit=5']) {
      const inbox = await fetchFrom(from, `${server.baseUrl}${path}`, { headers })
      expect(inbox.status).toBe(200)
      await inbox.text()
    }
    expect(actions(await linesFrom(from))).toEqual(['listApplications', 'viewApplication', 'listContactMessages', 'listContactMessages'])

    // The applicant's account opens at 입금 확인 (the first test takes the application there).
    if ((await application(ids[0])).state === 'pending') await enrolStudent(ids[0])
    const own = await signIn(emails[0], PASSWORD)
    const ownFrom = freshAddress()
    expect((await call('/cms-api/applications?depth=0', { headers: { authorization: `Bearer ${own.token}` }, from: ownFrom })).status).toBe(200)
    expect(await linesFrom(ownFrom)).toEqual([])
  })

  it('an applicant file is no longer served at Payload’s own address: it sends to the route that logs it, as the documents’ addresses say', async () => {
    const token = await loginAsAdmin()
    const { photo } = await application(ids[2])
    const file = await call<{ filename: string }>(`/cms-api/applicant-files/${photo}?depth=0`, { token })
    const at = `/api/applications/files/${photo}`
    expect(file.body).toMatchObject({ url: at, thumbnailURL: `${at}?view=inline` })
    const withFiles = await call<{ photo: { url: string } }>(`/cms-api/applications/${ids[2]}?depth=1`, { token })
    expect(withFiles.body.photo.url).toBe(at)

    const from = freshAddress()
    const raw = await fetchFrom(from, `${server.baseUrl}/cms-api/applicant-files/file/${file.body.filename}`, { headers: { authorization: `JWT ${token}` }, redirect: 'manual' })
    expect(raw.status).toBe(302)
    expect(raw.headers.get('location')).toBe(at)
    expect(Buffer.from(await raw.arrayBuffer()).subarray(0, 4).toString('latin1')).not.toBe('\x89PNG')
    expect(actions(await linesFrom(from))).toEqual([])

    const followed = await fetchFrom(from, `${server.baseUrl}/cms-api/applicant-files/file/${file.body.filename}`, { headers: { authorization: `JWT ${token}` } })
    expect(followed.status).toBe(200)
    expect(Buffer.from(await followed.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('\x89PNG')
    expect(await linesFrom(from)).toEqual([expect.objectContaining({ action: 'downloadFile', applicationId: ids[2], details: expect.objectContaining({ file: photo }) })])

    expect((await fetchFrom(freshAddress(), `${server.baseUrl}/cms-api/applicant-files/file/${file.body.filename}`, { redirect: 'manual' })).status).toBe(403)
  })

  it('a bulk read (more than 100 records at once) asks a session whose last code is older than ten minutes again, and passes after the code', async () => {
    const staff = await staleStaffSession('Reads-logged-2026', 'bulk-reads')
    const from = freshAddress()
    const read = (path: string) => callSite(server.baseUrl, path, { token: staff.token, from })
    for (const path of ['/cms-api/applications?limit=200&depth=1', '/cms-api/applications?limit=0', '/cms-api/applications?pagination=false', '/cms-api/contact-messages?limit=101']) {
      const refused = await read(path)
      expect([path, refused.status, refused.headers.get('second-factor')]).toEqual([path, 403, 'again'])
      expect(JSON.stringify(refused.body)).not.toContain('@example.com')
    }
    expect(await linesFrom(from)).toEqual([])

    // A page of the admin's list (up to 100) and a single document are not bulk.
    expect((await read('/cms-api/applications?limit=100&depth=0')).status).toBe(200)
    expect((await read(`/cms-api/applications/${ids[0]}`)).status).toBe(200)
    expect((await staff.prove()).status).toBe(200)
    const bulk = await read('/cms-api/applications?limit=200&depth=1')
    expect(bulk.status).toBe(200)
    expect((await read('/cms-api/contact-messages?limit=101')).status).toBe(200)
    const lines = await linesFrom(from)
    expect(lines.map(({ action, actorEmail }) => [action, actorEmail])).toEqual([
      ['listApplications', staff.email],
      ['viewApplication', staff.email],
      ['listApplications', staff.email],
      ['listContactMessages', staff.email],
    ])
    expect(lines[2].details).toMatchObject({ count: (bulk.body as { docs: unknown[] }).docs.length })

    // The monthly review on the dashboard counts the reads and the records they covered.
    const records = lines.reduce((sum, line) => sum + (line.action === 'viewApplication' ? 1 : (line.details!.count as number)), 0)
    const dashboard = await fetch(`${server.baseUrl}/admin`, { headers: await asAdmin() })
    expect(await dashboard.text()).toContain(`${staff.email}: 내보내기 0건, 내려받기 0건, 열람 4회(지원서·문의 ${records}건)`)
  })
})
