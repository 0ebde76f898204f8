import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import type { FooterBanner, ItemEnvelope, ListEnvelope, Menu, Settings, Social } from '../lib/api/types'
import enLayout from '../messages/en/layout.json' with { type: 'json' }
import enSite from '../messages/en/site.json' with { type: 'json' }
import koHome from '../messages/ko/home.json' with { type: 'json' }
import koLayout from '../messages/ko/layout.json' with { type: 'json' }
import koSite from '../messages/ko/site.json' with { type: 'json' }
import { expectNoSeriousViolations } from './support/accessibility'
import { waitForHydration } from './support/hydration'
import { ENGLISH_BROWSER, inOneLanguage, isDesktop, onPhoneInEnglish, PHONE, PHONE_ONLY } from './support/projects'
import { TEST_PROFESSOR } from '../tests/setup/server-info'
import { useOwnClientAddress } from './support/forms'

const LOCALES = [
  { lang: 'ko', prefix: '', text: { ...koLayout, ...koSite }, other: 'en' },
  { lang: 'en', prefix: '/en', text: { ...enLayout, ...enSite }, other: 'ko' },
] as const

const PAGE = '/school-guide/history'
const FOOTER_PATHS = [
  ['greeting', '/school-guide/greeting-from-the-chairman'],
  ['schedule', '/academic-information/academic-schedule'],
  ['professors', '/department-guide/professor-introduction'],
  ['contact', '/contact-us'],
  ['system', '/academic-information/academic-system'],
  ['regulation', '/academic-information/academic-regulation'],
  ['ministry', '/department-guide/ministry-of-ministry'],
] as const

async function apiList<T>(request: APIRequestContext, path: string, lang: string): Promise<T[]> {
  const response = await request.get(`/api/${path}?locale=${lang}`)
  return ((await response.json()) as ListEnvelope<T>).data
}

const localeCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value


for (const { lang, prefix, text, other } of LOCALES) {
  test.describe(`layout (${lang})`, () => {

    // The desktop's navigation bar, or the phone's menu button.
    test('header, footer, banners and page metadata', { tag: onPhoneInEnglish(lang) }, async ({ page, request }, testInfo) => {
      const [menus, socials, banners, settings] = await Promise.all([
        apiList<Menu>(request, 'menus', lang),
        apiList<Social>(request, 'socials', lang),
        apiList<FooterBanner>(request, 'footer-top', lang),
        request.get(`/api/settings?locale=${lang}`).then(async (response) => ((await response.json()) as ItemEnvelope<Settings>).data),
      ])
      const response = await page.goto(`${prefix}${PAGE}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('main#main')).toHaveCount(1)

      const header = page.locator('header[data-variant]')
      await expect(header).toHaveAttribute('data-variant', 'page')
      await expect(header).toHaveCSS('position', 'relative')
      await expect(header.getByRole('link', { name: text.header.homeLink.replace('{school}', settings.school_name) })).toHaveAttribute('href', prefix || '/')
      if (isDesktop(testInfo)) {
        const nav = page.getByRole('navigation', { name: text.header.mainNav })
        for (const menu of menus) {
          await expect(nav.getByRole('link', { name: menu.name, exact: true })).toHaveAttribute('href', `${prefix}${menu.sub_menus[0].route}`)
        }
        await expect(nav.getByRole('link', { name: text.header.professors, exact: true })).toHaveAttribute('href', `${prefix}/department-guide/professor-introduction`)
        await expect(header.getByRole('link', { name: text.header.login })).toHaveAttribute('href', `${prefix}/login`)
        await expect(header.getByRole('button', { name: text.language[other] })).toBeVisible()
        await expect(page.getByRole('button', { name: text.header.openMenu })).toBeHidden()
      } else {
        await expect(page.getByRole('navigation', { name: text.header.mainNav })).toBeHidden()
        await expect(page.getByRole('button', { name: text.header.openMenu })).toHaveAttribute('aria-expanded', 'false')
        await expect(header.getByRole('link', { name: text.header.login })).toHaveAttribute('href', `${prefix}/login`)
      }

      const footer = page.locator('footer')
      const quickLinks = footer.getByRole('navigation', { name: text.footer.quickLinks })
      for (const [key, path] of FOOTER_PATHS) {
        await expect(quickLinks.getByRole('link', { name: text.footer[key], exact: true })).toHaveAttribute('href', `${prefix}${path}`)
      }
      expect(socials.length).toBeGreaterThan(0)
      for (const social of socials) {
        const link = footer.locator(`a[href="${social.url}"]`)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAttribute('title', social.name)
        await expect(link).toContainText(social.name)
      }
      await expect(footer).toContainText(String(new Date().getFullYear()))

      const strip = page.getByRole('complementary', { name: text.footer.banners })
      if (banners.length === 0) await expect(strip).toHaveCount(0)
      else {
        await expect(strip.getByRole('link')).toHaveCount(banners.length)
        for (const banner of banners) await expect(strip.locator(`a[href="${banner.link}"]`)).toHaveAttribute('target', '_blank')
        await expect(strip.locator('img').first()).toHaveAttribute('srcset', /_next\/image/)
      }

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}${PAGE}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="ko"]')).toHaveAttribute('href', new RegExp(`[^n]${PAGE}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en${PAGE}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
    })

    // The 404 page's status and HTML are contract tests (tests/contract/page-addresses.test.ts), its accessibility
    // KWCAG's survey's (kwcag.spec.ts).
  })
}

// The one 404 no language applies to (app/not-found.tsx) comes from the server as an error page its scripts draw:
// the contract sees its status, a browser what it shows.
test('addresses with a dot, and missing files, show the one 404 in both languages', async ({ page }) => {
  for (const path of ['/missing.txt', '/wp-login.php', '/images/missing.png']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByText('4 0 4')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: koSite.notFound.title })).toBeVisible()
    await expect(page.getByRole('link', { name: koSite.notFound.back })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: enSite.notFound.back })).toHaveAttribute('href', '/en')
  }
})

/**
 * A real professor's session as the site stores it (sign in from the page's own client address first): the header asks the server who is signed in (GET /api/user) and
 * shows a made-up stored session signed out.
 */
async function professorSession(page: Page) {
  const signedIn = await page.request.post('/api/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { type: 'professor', email: TEST_PROFESSOR.email, password: TEST_PROFESSOR.password, device: 'web' },
  })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  const { data } = (await signedIn.json()) as { data: { token: string; name: string; email: string; type: string } }
  return { token: data.token, name: data.name, email: data.email, type: data.type }
}

test.describe('layout behaviour', () => {
  // The desktop's switch or the phone's menu; the language cookie, not the browser's language, decides thereafter.
  test('the language switch shows the same page in the other language and back', { tag: [PHONE, ENGLISH_BROWSER] }, async ({ page }, testInfo) => {
    await page.goto(`${PAGE}?from=test`)
    await waitForHydration(page)
    const switchTo = async (lang: 'ko' | 'en') => {
      const name = (lang === 'en' ? enLayout : koLayout).language[lang]
      if (isDesktop(testInfo)) {
        await page.locator('header[data-variant]').getByRole('button', { name, exact: true }).click()
      } else {
        await page.getByRole('button', { name: (lang === 'en' ? koLayout : enLayout).header.openMenu }).click()
        await page.getByRole('button', { name: (lang === 'en' ? koLayout : enLayout).language.label }).click()
        await page.locator('#mobile-language-list').getByRole('button', { name }).click()
      }
    }
    await switchTo('en')
    await expect(page).toHaveURL(new RegExp(`/en${PAGE}\\?from=test$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1')).not.toHaveText(/[가-힣]/)
    expect(await localeCookie(page)).toBe('en')
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`/en${PAGE}`))
    await waitForHydration(page)

    await switchTo('ko')
    await expect(page).toHaveURL(new RegExp(`[^n]${PAGE}\\?from=test$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko')
    expect(await localeCookie(page)).toBe('ko')
  })

  test('desktop sub-menus open from the keyboard', async ({ page, request }) => {
    const [menu] = await apiList<Menu>(request, 'menus', 'ko')
    await page.goto(PAGE)
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: koLayout.header.submenuToggle.replace('{menu}', menu.name) })
    const submenu = page.locator(`#submenu-${menu.slug}`)
    await expect(submenu).toBeHidden()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(submenu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(submenu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(submenu).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${menu.sub_menus[0].route}$`))
    await expect(submenu).toBeHidden()
  })

  test('the desktop header fits every common desktop width, in both languages', async ({ page }) => {
    // As on a first visit, before the web font arrives: the fallback fonts are wider.
    await page.route(/\.woff2?$/, (route) => route.abort())
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}${PAGE}`)
      // The header's layout is CSS alone: one page, resized, rather than a page load per width.
      for (const width of [1024, 1280, 1366, 1440, 1536, 1920]) {
        await page.setViewportSize({ width, height: 800 })
        const edges = await page.locator('header[data-variant]').evaluate((header) => {
          const bar = header.querySelector('nav')!.parentElement!
          const content = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight)
          const items = [...header.querySelectorAll('nav li')].map((item) => item.getBoundingClientRect().right)
          return { content, menu: Math.max(...items) }
        })
        expect(edges.menu, `${prefix || '/ko'} at ${width} px`).toBeLessThanOrEqual(edges.content + 0.5)
      }
    }
  })

  test('the mobile menu is an accordion of menus that navigates', { tag: PHONE_ONLY }, async ({ page, request }) => {
    const menus = await apiList<Menu>(request, 'menus', 'ko')
    const target = menus[menus.length - 1]
    await page.goto(PAGE)
    await waitForHydration(page)
    const hamburger = page.getByRole('button', { name: koLayout.header.openMenu })
    await expect(hamburger).toHaveAttribute('aria-controls', 'mobile-menu')
    await hamburger.click()
    const panel = page.getByRole('navigation', { name: koLayout.header.mobileNav })
    await expect(panel).toBeVisible()
    await expect(page.getByRole('button', { name: koLayout.header.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(hamburger).toBeFocused()

    await hamburger.click()
    const trigger = panel.getByRole('button', { name: target.name, exact: true })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const last = target.sub_menus[target.sub_menus.length - 1]
    await panel.getByRole('link', { name: last.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${last.route}$`))
    await expect(panel).toBeHidden()
  })

  test('signed in, the header names the user and signs out', { tag: PHONE }, async ({ page }, testInfo) => {
    test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the test server, which knows the demo professor password')
    // A real session: the header asks the server who is signed in (GET /api/user) and shows a stale one signed out.
    await useOwnClientAddress(page)
    const user = await professorSession(page)
    await page.goto(PAGE)
    await page.evaluate((stored) => window.localStorage.setItem('user', JSON.stringify(stored)), user)
    await page.reload()
    await waitForHydration(page)
    const header = page.locator('header[data-variant]')
    if (isDesktop(testInfo)) {
      await expect(header.getByRole('link', { name: user.name })).toHaveAttribute('href', '/professor')
    } else {
      await header.getByRole('button', { name: koLayout.header.userMenu }).click()
      const panel = page.locator('#mobile-user-menu')
      await expect(panel).toContainText(user.name)
      await expect(panel).toContainText(user.email)
      await expect(panel.getByRole('link', { name: koLayout.header.dashboard })).toHaveAttribute('href', '/professor')
    }
    // The server's answer is held back: a sign-out forgets the user at once, whatever the server is busy with (a
    // sign-out waits for the account's other sign-ins on the server), and still ends the session there.
    let releaseLogout = () => {}
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve))
    const logout = /\/api\/logout(\?|$)/
    const logoutSent = page.waitForRequest(logout)
    await page.route(logout, async (route) => {
      await logoutHeld
      await route.continue()
    })
    await header.getByRole('button', { name: koLayout.header.logout }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('link', { name: koLayout.header.login })).toBeVisible()
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull()
    expect((await logoutSent).headers()['authorization']).toBe(`Bearer ${user.token}`)
    const loggedOut = page.waitForResponse(logout)
    releaseLogout()
    expect((await loggedOut).ok()).toBe(true)
  })

  // The header listens for other tabs from the page's first idle moment (lib/browser/idle-storage.ts).
  // On the desktop: the phone's user menu reads the same stored user.
  test('a sign-in or a sign-out in another tab shows in this tab’s header', async ({ page, context }) => {
    test.skip(Boolean(process.env.E2E_BASE_URL), 'needs the test server, which knows the demo professor password')
    await page.goto(PAGE)
    await waitForHydration(page)
    const header = page.locator('header[data-variant]')
    await expect(header.getByRole('link', { name: koLayout.header.login })).toBeVisible()
    const otherTab = await context.newPage()
    await otherTab.goto(PAGE)
    await useOwnClientAddress(otherTab)
    const user = await professorSession(otherTab)
    await otherTab.evaluate((stored) => window.localStorage.setItem('user', JSON.stringify(stored)), user)
    await expect(header.getByRole('link', { name: user.name })).toHaveAttribute('href', '/professor')
    await otherTab.evaluate(() => window.localStorage.removeItem('user'))
    await expect(header.getByRole('link', { name: koLayout.header.login })).toBeVisible()
    await otherTab.close()
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto(PAGE)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: koSite.common.skipToContent })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('the footer and the home sections, drawn only near the screen, are reached by keyboard and found by screen readers', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    for (const open of await page.getByRole('dialog', { name: koHome.home.popup.label }).all()) await open.getByRole('button', { name: koHome.home.popup.close }).click()
    await expect(page.getByRole('region', { name: koHome.home.lectures.heading })).toBeAttached()
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: koLayout.footer.quickLinks }).getByRole('link', { name: koLayout.footer.greeting, exact: true })).toBeAttached()
    const lastLink = footer.getByRole('link').last()
    await lastLink.focus()
    await expect(lastLink).toBeFocused()
    await expect(lastLink).toBeInViewport()
  })

  test('home: fixed header over the video, no serious accessibility violation', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header[data-variant]')
    await expect(header).toHaveAttribute('data-variant', 'home')
    await expect(header).toHaveCSS('position', 'fixed')
    await expectNoSeriousViolations(page)
  })

  // robots.txt and sitemap.xml: tests/contract/korean-portals.test.ts.
})

// The same behaviour in both languages: in Korean alone (inOneLanguage).
for (const lang of (['ko', 'en'] as const).filter(inOneLanguage)) {
  test(`the privacy policy link stands out in the footer: bold, its own colour, before the terms (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/en/faq' : '/faq')
    const footer = page.getByRole('contentinfo')
    const policies = footer.getByRole('list', { name: lang === 'en' ? 'Policies' : '정책' }).getByRole('link')
    await expect(policies).toHaveText(lang === 'en' ? ['Privacy Policy', 'Terms of Use', 'Accessibility'] : ['개인정보처리방침', '이용약관', '웹 접근성 정책'])
    const [privacy, terms] = [policies.nth(0), policies.nth(1)]
    await expect(privacy).toHaveCSS('font-weight', '700')
    const colour = (link: typeof privacy) => link.evaluate((element) => getComputedStyle(element).color)
    expect(await colour(privacy)).not.toBe(await colour(terms))
    await privacy.click()
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/privacy-policy$`))
  })
}
