import { expect, type Page } from '@playwright/test'

import enDashboard from '../../messages/en/dashboard.json' with { type: 'json' }
import enRegistration from '../../messages/en/registration.json' with { type: 'json' }
import enSite from '../../messages/en/site.json' with { type: 'json' }
import koDashboard from '../../messages/ko/dashboard.json' with { type: 'json' }
import koRegistration from '../../messages/ko/registration.json' with { type: 'json' }
import koSite from '../../messages/ko/site.json' with { type: 'json' }
import { FILES, type Applicant } from './forms'

/** What the application form, its success dialog and the student's page say, in each language. */
export const MESSAGES = {
  ko: { ...koRegistration, ...koSite, ...koDashboard },
  en: { ...enRegistration, ...enSite, ...enDashboard },
}

export type Messages = (typeof MESSAGES)['ko']

/** Fills every field of the form as an applicant would, files included. */
export async function fillApplication(page: Page, m: Messages, applicant: Applicant) {
  const f = m.registration.fields
  await page.getByLabel(f.name_hangul).fill(applicant.name)
  await page.getByLabel(f.name_chinese).fill('洪吉童')
  await page.getByLabel(f.name_english).fill('Hong Gildong')
  await page.getByRole('textbox', { name: f.citizenship_no, exact: true }).fill('900305-1234567')
  await page.getByRole('radio', { name: m === MESSAGES.en ? 'Male' : '남', exact: true }).check()
  await page.getByLabel(f.mobile).fill('010-1234-5678')
  await page.getByLabel(f.email).fill(applicant.email)
  await page.getByLabel(f.dob).fill('1990-03-05')
  await page.getByLabel(f.dob).press('Escape')
  // 나이 is worked out from the date of birth (만 나이 in Korea today), not typed.
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-').map(Number)
  await expect(page.getByLabel(f.age)).toHaveValue(String(year - 1990 - (month < 3 || (month === 3 && day < 5) ? 1 : 0)))
  await page.getByRole('textbox', { name: f.address, exact: true }).fill('서울특별시 종로구 세종대로 1')
  await page.getByLabel(f.photo).setInputFiles(FILES.photo)
  await page.getByRole('textbox', { name: f.password, exact: true }).fill(applicant.password)
  await page.getByLabel(f.password_confirmation).fill(applicant.password)
  await page.getByLabel(f.last_school_name).fill('한국대학교')
  await page.getByRole('radio', { name: m === MESSAGES.en ? 'Pastor course' : '목회자 과정', exact: true }).check()
  await page.getByRole('combobox', { name: f.department_id, exact: true }).selectOption({ index: 1 })
  await page.getByLabel(m.registration.faith.cellLabel.replace('{row}', '1').replace('{field}', m.registration.faith.name)).fill('새벽교회')
  await page.getByRole('combobox', { name: f.motive, exact: true }).selectOption({ index: 2 })
  await page.getByLabel(f.confention_faith_file).setInputFiles(FILES.text)
  await page.getByLabel(f.study_plan).setInputFiles(FILES.pdf)
  await checkConsents(page, m)
}

/** Ticks every consent box the form shows (the resident number's only while the school asks for it). */
export async function checkConsents(page: Page, m: Messages) {
  for (const box of [m.registration.consent.privacy, m.registration.consent.uniqueId, m.registration.consent.sensitive]) {
    const checkbox = page.getByRole('checkbox', { name: box, exact: true })
    if (await checkbox.count()) await checkbox.check()
  }
}

/** The label of a faith row's field. */
export const cell = (m: Messages, row: number, field: keyof Messages['registration']['faith']) =>
  m.registration.faith.cellLabel.replace('{row}', String(row)).replace('{field}', m.registration.faith[field])

/** Clicks Save; resolves with the server's answer. */
export async function submit(page: Page, m: Messages) {
  const answer = page.waitForResponse((response) => response.url().includes('/api/register') && response.request().method() === 'POST')
  await page.getByRole('button', { name: m.registration.submit }).click()
  return answer
}

