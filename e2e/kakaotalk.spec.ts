import { devices, expect, test, type Browser } from '@playwright/test'

import { fillApplication, MESSAGES, submit } from './support/application-form'
import { newApplicant, useOwnClientAddress } from './support/forms'
import { waitForHydration } from './support/hydration'
import { inOneLanguage, PHONE_ONLY } from './support/projects'

/** KakaoTalk's own browser on an Android phone, as a friend's link in a chat opens the site. */
const KAKAOTALK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36;KAKAOTALK 2410940'

const kakaoTalkPhone = (browser: Browser, locale: string) => browser.newContext({ ...devices['Pixel 7'], userAgent: KAKAOTALK_ANDROID, locale })

// On the phone project alone; each test opens its own phone with KakaoTalk's user agent (or another browser's).

// The same behaviour in both languages: in Korean alone (inOneLanguage).
for (const lang of (['ko', 'en'] as const).filter(inOneLanguage)) {
  const prefix = lang === 'en' ? '/en' : ''
  const m = MESSAGES[lang]

  test(`in KakaoTalk's browser the application page, where files are attached, offers the phone's browser, and no other page does (${lang})`, { tag: PHONE_ONLY }, async ({ browser, baseURL }) => {
    const context = await kakaoTalkPhone(browser, lang === 'en' ? 'en-US' : 'ko-KR')
    const page = await context.newPage()
    for (const path of ['/student-registration']) {
      await page.goto(`${prefix}${path}`)
      const offer = page.getByRole('link', { name: m.kakaoTalk.action })
      await expect(offer).toHaveAttribute('href', `kakaotalk://web/openExternal?url=${encodeURIComponent(`${baseURL}${prefix}${path}`)}`)
      await expect(page.getByRole('note')).toContainText(m.kakaoTalk.text)
    }
    for (const path of ['', '/community/downloads', '/student-registration/status']) {
      await page.goto(`${prefix}${path}` || '/')
      await waitForHydration(page)
      await expect(page.getByRole('link', { name: m.kakaoTalk.action })).toHaveCount(0)
    }
    await context.close()
  })

  test(`an applicant who stays in KakaoTalk's browser attaches files, sends the form and gets the success screen (${lang})`, { tag: PHONE_ONLY }, async ({ browser }) => {
    test.slow()
    const context = await kakaoTalkPhone(browser, lang === 'en' ? 'en-US' : 'ko-KR')
    const page = await context.newPage()
    const applicant = newApplicant()
    await useOwnClientAddress(page)
    await page.goto(`${prefix}/student-registration`)
    await fillApplication(page, m, applicant)
    const response = await submit(page, m)
    expect(response.status()).toBe(201)
    const { data } = (await response.json()) as { data: { reference: string } }
    const dialog = page.getByRole('dialog', { name: m.registration.successTitle })
    await expect(dialog).toContainText(m.registration.successReference.replace('{reference}', data.reference))
    await context.close()
  })
}

test('a browser that is not KakaoTalk’s gets no offer', { tag: PHONE_ONLY }, async ({ browser }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'ko-KR' })
  const page = await context.newPage()
  await page.goto('/student-registration')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: MESSAGES.ko.kakaoTalk.action })).toHaveCount(0)
  await context.close()
})
