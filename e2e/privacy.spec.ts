import { expect, test } from '@playwright/test'

import enAuth from '../messages/en/auth.json' with { type: 'json' }
import enContent from '../messages/en/content.json' with { type: 'json' }
import enForms from '../messages/en/forms.json' with { type: 'json' }
import enLayout from '../messages/en/layout.json' with { type: 'json' }
import enRegistration from '../messages/en/registration.json' with { type: 'json' }
import koAuth from '../messages/ko/auth.json' with { type: 'json' }
import koContent from '../messages/ko/content.json' with { type: 'json' }
import koForms from '../messages/ko/forms.json' with { type: 'json' }
import koLayout from '../messages/ko/layout.json' with { type: 'json' }
import koRegistration from '../messages/ko/registration.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { LOCALES, registerApplicant, unique, useOwnClientAddress } from './support/forms'
import { inOneLanguage } from './support/projects'

const MESSAGES = {
  ko: { ...koRegistration, ...koForms, ...koAuth, ...koLayout, ...koContent, legalBasis: '고등교육법 시행령 제73조', officer: '김보호' },
  en: { ...enRegistration, ...enForms, ...enAuth, ...enLayout, ...enContent, legalBasis: 'Enforcement Decree of the Higher Education Act, Art. 73', officer: 'Bo-ho Kim' },
}

for (const { lang, prefix } of LOCALES) {
  const m = MESSAGES[lang]

  // The same behaviour in both languages: in Korean alone (inOneLanguage).
  if (inOneLanguage(lang)) {
    test(`application form: each consent an unticked box under its own notice, before the submit button, its error under it (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/student-registration`)
      const consent = m.registration.consent
      const submit = page.getByRole('button', { name: m.registration.submit })
      for (const title of [consent.privacy, consent.uniqueId, consent.sensitive]) {
        const box = page.getByRole('checkbox', { name: title, exact: true })
        await expect(box).not.toBeChecked()
        const notice = page.getByRole('region', { name: consent.noticeLabel.replace('{title}', title) })
        await expect(notice).not.toBeEmpty()
        // The notice comes first, then the box, then the submit button.
        const [noticeBox, checkBox, button] = await Promise.all([notice.boundingBox(), box.boundingBox(), submit.boundingBox()])
        expect(noticeBox!.y).toBeLessThan(checkBox!.y)
        expect(checkBox!.y).toBeLessThan(button!.y)
      }
      await expect(page.getByRole('region', { name: consent.noticeLabel.replace('{title}', consent.uniqueId) })).toContainText(m.legalBasis)
      await expect(page.getByRole('region', { name: consent.noticeLabel.replace('{title}', consent.privacy) })).toContainText(lang === 'ko' ? '보유 기간' : 'Kept for')

      await submit.click()
      for (const title of [consent.privacy, consent.uniqueId, consent.sensitive]) {
        const box = page.getByRole('checkbox', { name: title, exact: true })
        await expect(box).toHaveAttribute('aria-invalid', 'true')
        await expect(box).toHaveAccessibleDescription(new RegExp(`${m.registrationErrors.consentRequired}$`))
      }
      await page.getByRole('checkbox', { name: consent.sensitive, exact: true }).check()
      await expectNoSeriousViolations(page)
    })

    test(`contact form: the server's refusal under the unticked box, then sent once ticked (${lang})`, async ({ page }) => {
      await useOwnClientAddress(page)
      await page.goto(`${prefix}/contact-us`)
      const form = page.getByRole('form', { name: m.contact.formHeading })
      await expect(form.getByRole('region', { name: m.contact.consent.noticeLabel })).toContainText(lang === 'ko' ? '동의를 거부할 권리' : 'right to refuse')
      await form.getByLabel(m.contact.name).fill('홍길동')
      await form.getByLabel(m.contact.email).fill(`consent-${unique()}@example.com`)
      await form.getByLabel(m.contact.message).fill('입학 상담을 받고 싶습니다.')
      const box = form.getByRole('checkbox', { name: m.contact.consent.label })
      await expect(box).not.toBeChecked()
      await form.getByRole('button', { name: m.contact.send }).click()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await expect(box).toHaveAccessibleDescription(new RegExp(`${m.contactApi.errors.consentRequired}$`))
      await expectNoSeriousViolations(page)
      await box.check()
      await form.getByRole('button', { name: m.contact.send }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
  }

  test(`the login page links the privacy policy, bold and in its own colour; the policy names the privacy officer (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/login`)
    const link = page.getByRole('link', { name: m.login.privacy, exact: true })
    await expect(link).toHaveAttribute('href', `${prefix}/privacy-policy`)
    const style = await link.evaluate((element) => ({ weight: Number(getComputedStyle(element).fontWeight), color: getComputedStyle(element).color }))
    const other = await page.getByRole('link', { name: m.login.status }).evaluate((element) => getComputedStyle(element).color)
    expect(style.weight).toBeGreaterThanOrEqual(700)
    expect(style.color).not.toBe(other)
    await expectNoSeriousViolations(page)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/privacy-policy$`))
    const officer = page.getByRole('region', { name: m.content.privacyOfficer.heading })
    await expect(officer).toContainText(m.officer)
    await expect(officer.getByRole('link', { name: 'privacy@icseminary.example' })).toHaveAttribute('href', 'mailto:privacy@icseminary.example')
  })

  // The same behaviour in both languages: in Korean alone (inOneLanguage).
  if (inOneLanguage(lang)) {
    test(`status page: an applicant proves reference, e-mail and birth date, sees what is held and asks for a correction (${lang})`, async ({ page, request }) => {
      const applicant = await registerApplicant(request)
      await useOwnClientAddress(page)
      await page.goto(`${prefix}/student-registration/status`)
      const rights = page.getByRole('form', { name: m.privacyRights.heading })
      await rights.getByLabel(m.privacyRights.reference).fill(applicant.reference)
      await rights.getByLabel(m.privacyRights.email).fill(applicant.email)
      await rights.getByLabel(m.privacyRights.dob).fill('1990-03-06')
      await rights.getByRole('button', { name: m.privacyRights.show }).click()
      await expect(rights.getByLabel(m.privacyRights.reference)).toHaveAccessibleDescription(`${m.applicationStatus.referenceExample} ${m.privacyRightsApi.notFound}`)

      await rights.getByLabel(m.privacyRights.dob).fill('1990-03-05')
      await rights.getByRole('button', { name: m.privacyRights.show }).click()
      const held = page.getByRole('region', { name: m.privacyRights.heldHeading })
      await expect(held).toContainText(applicant.reference)
      await expect(held).toContainText('900305-1******')
      await expect(held).toContainText(m.privacyRights.agreed)

      const ask = page.getByRole('form', { name: m.privacyRights.requestHeading })
      await ask.getByRole('radio', { name: m.privacyRights.kinds.correction }).check()
      await ask.getByRole('button', { name: m.privacyRights.send }).click()
      await expect(ask.getByLabel(m.privacyRights.details)).toHaveAccessibleDescription(`${m.privacyRights.detailsHint} ${m.privacyRightsApi.detailsRequired}`)
      await ask.getByLabel(m.privacyRights.details).fill(lang === 'ko' ? '휴대전화 번호가 바뀌었습니다.' : 'My mobile number has changed.')
      await ask.getByRole('button', { name: m.privacyRights.send }).click()
      await expect(ask.getByRole('status')).toContainText(m.privacyRights.sent.split('{date}')[0].trim())
      await expect(page.getByRole('region', { name: m.privacyRights.requestHeading }).getByRole('listitem').filter({ hasText: m.privacyRights.kinds.correction })).toHaveCount(1)
      await expectNoSeriousViolations(page)
    })
  }
}
