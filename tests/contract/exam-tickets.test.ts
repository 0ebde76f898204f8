import { readPdf } from '../setup/read-pdf'
import { call, fetchFrom, freshAddress, loginAsAdmin, server } from './client'
import { openDepartmentId, register, removeRegistrations, validForm } from './registration-helpers'

// Registrations hash passwords: a few seconds each on a busy machine.
jest.setTimeout(120_000)

type Interview = { at: string; place: string; ticket_url: string }
type StatusData = { exam_number: string | null; interview: Interview | null; interview_days: string[] }
type AccessEntry = { action: string; details?: { examTickets?: string; applications?: number[] } }

const DOB = '1995-05-05'
const email = `exam-ticket-${Date.now()}@example.com`
// 10:30 at the school on a day no other test interviews anyone.
const INTERVIEW_AT = '2031-01-15T01:30:00.000Z'
let token: string
let applicant: { id: number; reference: string }

const lookUp = async () =>
  (await call<{ data: StatusData }>('/api/registration/status?locale=ko', { method: 'POST', from: freshAddress(), body: { reference: applicant.reference, email, dob: DOB }, headers: { 'x-requested-with': 'XMLHttpRequest' } })).body.data

/** A PDF (or an error) as the browser gets it: bytes, not text. */
async function fetchPdf(path: string, headers: Record<string, string> = {}) {
  const response = await fetchFrom(undefined, server.baseUrl + path, { headers })
  return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', cache: response.headers.get('cache-control') ?? '', bytes: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  token = await loginAsAdmin()
  // In Korean: the ticket speaks the language the applicant applied in (English is the unit test's).
  const reply = await register(validForm(email, await openDepartmentId()), { locale: 'ko' })
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  applicant = reply.body.data
}, 120_000)

afterAll(() => removeRegistrations([email]))

describe('the 수험표', () => {
  it('is not offered before the interview is set, and its address refuses to draw one', async () => {
    const status = await lookUp()
    expect(status.exam_number).toMatch(/^\w+\d{4}$/)
    expect(status.interview).toBeNull()
    expect(Array.isArray(status.interview_days)).toBe(true)
  })

  it('is the applicant’s own PDF once staff set the time and place, with its words as text', async () => {
    const saved = await call(`/cms-api/applications/${applicant.id}`, { method: 'PATCH', token, body: { interviewAt: INTERVIEW_AT, interviewPlace: '본관 201호' } })
    expect(saved.status).toBe(200)
    const status = await lookUp()
    expect(status.interview).toMatchObject({ at: INTERVIEW_AT, place: '본관 201호' })
    const ticket = await fetchPdf(status.interview!.ticket_url)
    expect(ticket).toMatchObject({ status: 200, type: 'application/pdf', cache: 'private, no-store' })
    expect(ticket.disposition).toContain(`exam-ticket-${status.exam_number}.pdf`)
    const { pages } = await readPdf(ticket.bytes)
    expect(pages).toHaveLength(1)
    for (const words of ['수험표', status.exam_number!, '김지원', '본관 201호', '2031년 1월 15일 10:30']) expect(pages[0]).toContain(words)
  })

  it('is refused with a link made for another application, altered or missing', async () => {
    const { ticket_url: url } = (await lookUp()).interview!
    const other = url.replace(`/exam-ticket/${applicant.id}?`, `/exam-ticket/${applicant.id + 100000}?`)
    expect((await fetchPdf(other)).status).toBe(404)
    expect((await fetchPdf(url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status).toBe(403)
    expect((await fetchPdf(url.split('?')[0])).status).toBe(403)
  })
})

describe('a day of 수험표 for the office', () => {
  it('is one PDF of that Korean day’s interviews, written to the access log', async () => {
    const day = await fetchPdf('/cms-api/applications/exam-tickets?day=2031-01-15', { authorization: `JWT ${token}` })
    expect(day).toMatchObject({ status: 200, type: 'application/pdf' })
    const { pages } = await readPdf(day.bytes)
    expect(pages.some((page) => page.includes('본관 201호'))).toBe(true)
    const log = await call<{ docs: AccessEntry[] }>('/cms-api/access-log?sort=-createdAt&limit=5&depth=0', { token })
    expect(log.body.docs.find((entry) => entry.details?.examTickets === '2031-01-15')?.details?.applications).toContain(applicant.id)
  })

  it('says so for a day without interviews, a day that is none, and to someone signed out', async () => {
    const empty = await call<{ message: string }>('/cms-api/applications/exam-tickets?day=2031-01-16', { token, headers: { 'accept-language': 'ko' } })
    expect(empty).toMatchObject({ status: 404, body: { message: '그날 면접 일시와 장소가 정해진 지원자가 없습니다.' } })
    const wrong = await call<{ message: string }>('/cms-api/applications/exam-tickets?day=2031-02-30', { token, headers: { 'accept-language': 'ko' } })
    expect(wrong).toMatchObject({ status: 422, body: { message: '면접일을 골라 주세요.' } })
    expect((await call('/cms-api/applications/exam-tickets?day=2031-01-15')).status).toBe(403)
  })
})
