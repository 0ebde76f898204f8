import { expect, test, type Page } from '@playwright/test'

import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { PHONE_ONLY } from './support/projects'
import { FILES, useOwnClientAddress } from './support/forms'

const m = koRegistration
const dob = (page: Page) => page.getByRole('textbox', { name: m.registration.fields.dob })

/** Whether any style sheet of the page holds react-datepicker's rules (they come with the calendar's code). */
const calendarLoaded = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('react-datepicker'))))

test.describe('the application form on a phone', { tag: PHONE_ONLY }, () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page)
    await page.goto('/student-registration')
  })

  test('a date is typed on the numeric keyboard as YYYY-MM-DD, and a date that does not exist is refused with the reason', async ({ page }) => {
    await expect(dob(page)).toHaveAttribute('inputmode', 'numeric')
    await expect(dob(page)).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    await dob(page).fill('1990-13-45')
    await dob(page).blur()
    await expect(dob(page)).toHaveValue('1990-13-45')
    await expect(dob(page)).toHaveAccessibleDescription(new RegExp(m.registrationErrors.dateNotReal.replace(/[.()]/g, '\\$&')))
    await dob(page).fill('19900305')
    await dob(page).blur()
    await expect(dob(page)).toHaveValue('1990-03-05')
    await expect(dob(page)).not.toHaveAttribute('aria-invalid')
  })

  test('with the calendar open, typing in the box writes what is typed; the calendar fits the card; the age follows the birth date', async ({ page }) => {
    await page.getByRole('button', { name: m.registration.openCalendar }).first().click()
    const calendar = page.getByRole('group', { name: m.registration.calendarOf.replace('{field}', m.registration.fields.dob) })
    await expect(calendar).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await calendar.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await dob(page).click()
    await dob(page).pressSequentially('1990-03-05')
    await expect(calendar).toBeHidden()
    await dob(page).blur()
    await expect(dob(page)).toHaveValue('1990-03-05')
    const age = page.getByRole('textbox', { name: m.registration.fields.age, exact: true })
    await expect(age).toHaveAttribute('readonly', '')
    await expect(age).toHaveValue(/^\d{2}$/)
    // The church's name is the one required cell of the faith table, and says so.
    await expect(page.getByRole('columnheader', { name: m.registration.faith.name })).toContainText('*')
  })

  test('the calendar is fetched when opened, has days a thumb can hit, and writes the day as YYYY-MM-DD', async ({ page }) => {
    expect(await calendarLoaded(page)).toBe(false)
    await dob(page).fill('1990-01-10')
    await page.getByRole('button', { name: m.registration.openCalendar }).first().click()
    const calendar = page.getByRole('group', { name: m.registration.calendarOf.replace('{field}', m.registration.fields.dob) })
    await expect(calendar).toBeVisible()
    expect(await calendarLoaded(page)).toBe(true)
    const day = calendar.getByRole('gridcell', { name: '선택 1990년 1월 15일', exact: false })
    const box = await day.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(44)
    expect(box?.height).toBeGreaterThanOrEqual(44)
    await day.click()
    await expect(calendar).toBeHidden()
    await expect(dob(page)).toHaveValue('1990-01-15')
  })

  test('an empty birth date opens the calendar thirty years back, on the year list', async ({ page }) => {
    await page.getByRole('button', { name: m.registration.openCalendar }).first().click()
    const calendar = page.getByRole('group', { name: m.registration.calendarOf.replace('{field}', m.registration.fields.dob) })
    const year = calendar.locator('.react-datepicker__year-select')
    await expect(year).toBeFocused()
    await expect(year).toHaveValue(String(new Date().getFullYear() - 30))
    await year.selectOption('1994')
    await calendar.locator('.react-datepicker__month-select').selectOption('4')
    await calendar.getByRole('gridcell', { name: '선택 1994년 5월 12일', exact: false }).click()
    await expect(dob(page)).toHaveValue('1994-05-12')
  })

  test('missing fields and a wrong file type are named before any upload; the button says 제출; the deadline has no AM/PM', async ({ page }) => {
    await expect(page.getByText(/접수 마감: \d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}$/)).toBeVisible()
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/register')) uploads += 1
    })
    await page.getByLabel(m.registration.fields.photo).setInputFiles(FILES.text)
    await expect(page.getByLabel(m.registration.fields.photo)).toHaveAccessibleDescription(new RegExp(m.registrationErrors.photoType))
    await page.getByRole('button', { name: '제출' }).click()
    await expect(page.getByLabel(m.registration.fields.name_hangul)).toHaveAccessibleDescription(m.registrationErrors.required)
    await expect(page.getByLabel(m.registration.fields.email)).toHaveAccessibleDescription(m.registrationErrors.required)
    await expect(page.getByLabel(m.registration.fields.study_plan)).not.toHaveAttribute('aria-invalid')
    await page.getByLabel(m.registration.fields.study_plan).setInputFiles({ name: 'plan.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
    await expect(page.getByLabel(m.registration.fields.study_plan)).toHaveAccessibleDescription(new RegExp(m.registrationErrors.documentType.replace(/[.()]/g, '\\$&')))
    expect(uploads).toBe(0)
  })
})
