import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { fillApplication, MESSAGES, submit, type Messages } from './support/application-form'
import { adminToken, clientAddress, LOCALES, newApplicant, registerApplicant, type Applicant } from './support/forms'

type Round = { id: number; interviewDays: { day: string }[]; announcementAt: string; enrolmentOpensAt: string }

const DOB = '1990-03-05'

/** As the office does it through /cms-api: a change to the application (an interview, a result) or 입금 확인. */
async function asStaff(request: APIRequestContext, path: string, method: 'patch' | 'post', data: Record<string, unknown>) {
  const response = await request[method](`/cms-api/applications/${path}`, { headers: { Authorization: `JWT ${await adminToken(request)}`, 'X-Requested-With': 'XMLHttpRequest' }, data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as { studentNumber?: string }
}

/** The page's requests from its own address, at the instant `now` when given (the test site's moved clock). */
const at = (page: Page, now?: string) => page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(), ...(now && { 'x-test-now': now }) })

/** Applies through the form, as an applicant does; resolves with what the server made of it. */
async function applyThroughForm(page: Page, prefix: string, m: Messages, applicant: Applicant) {
  await page.goto(`${prefix}/student-registration`)
  await fillApplication(page, m, applicant)
  const sent = await submit(page, m)
  expect(sent.status()).toBe(201)
  return ((await sent.json()) as { data: { id: number; reference: string } }).data
}

/**
 * A round end to end, once per language: the applicant applies, staff set the interview, the 수험표 is a PDF, the
 * result is decided and shows from the announced second, the applicant enrols, staff confirm the payment, and the
 * status page gives the student number. The steps that do not depend on the language (filling in the form, the result
 * hidden a second before the announcement) are taken in Korean alone: in English the application goes over HTTP (the
 * English form is registration.spec.ts's, on desktop en-US) and the status page is read from the announcement on.
 */
for (const { lang, prefix } of LOCALES) {
  test(`an applicant goes through an admission round to a student number (${lang})`, async ({ page, request }) => {
    // Applying, four lookups and the staff's steps: long on two cores.
    test.slow()
    const m = MESSAGES[lang]
    const s = m.applicationStatus
    const applicant = newApplicant()
    await at(page)
    const data = lang === 'ko' ? await applyThroughForm(page, prefix, m, applicant) : await registerApplicant(request, applicant)
    const round = (await (await request.get(`/cms-api/applications/${data.id}?depth=1`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })).json()).round as Round

    async function lookUp() {
      await page.goto(`${prefix}/student-registration/status`)
      const form = page.getByRole('form', { name: s.heading })
      await form.getByLabel(s.reference).fill(data.reference)
      await form.getByLabel(s.email).fill(applicant.email)
      await form.getByLabel(s.dob).fill(DOB)
      await form.getByRole('button', { name: s.submit, exact: true }).click()
      return page.getByRole('region', { name: s.resultHeading })
    }

    await asStaff(request, String(data.id), 'patch', { interviewAt: round.interviewDays[0].day, interviewPlace: '본관 201호' })
    let status = await lookUp()
    await expect(status).toContainText('본관 201호')
    const ticket = await page.request.get((await status.getByRole('link', { name: s.examTicket }).getAttribute('href'))!)
    expect([ticket.status(), ticket.headers()['content-type']]).toEqual([200, 'application/pdf'])
    expect((await ticket.body()).subarray(0, 5).toString()).toBe('%PDF-')

    await asStaff(request, String(data.id), 'patch', { result: 'pass' })
    // A second before the announcement nothing shows; from it (here in the enrolment period) the result does.
    if (lang === 'ko') {
      await at(page, new Date(Date.parse(round.announcementAt) - 1000).toISOString())
      status = await lookUp()
      await expect(status).toContainText(data.reference)
      await expect(status.getByText(s.result, { exact: true })).toHaveCount(0)
    }
    await at(page, new Date(Date.parse(round.enrolmentOpensAt) + 60_000).toISOString())
    status = await lookUp()
    await expect(status.getByText(s.result, { exact: true })).toBeVisible()
    await expect(status.getByText(s.results.pass, { exact: true })).toBeVisible()

    await status.getByRole('button', { name: s.enrolment.confirm, exact: true }).click()
    await expect(status).toContainText(s.enrolment.states.confirmed)

    const { studentNumber } = await asStaff(request, `${data.id}/payment`, 'post', {})
    status = await lookUp()
    await expect(status).toContainText(s.enrolment.states.paid)
    await expect(status).toContainText(studentNumber!)
  })
}
