import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './support/accessibility'

import type { Gallery, HomeSeminar, ItemEnvelope, ListEnvelope, Menu, NewsItem, Popup, SampleLecture, Settings } from '../lib/api/types'
import en from '../messages/en/home.json' with { type: 'json' }
import ko from '../messages/ko/home.json' with { type: 'json' }
import enContent from '../messages/en/content.json' with { type: 'json' }
import koContent from '../messages/ko/content.json' with { type: 'json' }
import koLayout from '../messages/ko/layout.json' with { type: 'json' }
import { waitForHydration } from './support/hydration'
import { isDesktop, onPhoneInEnglish, PHONE } from './support/projects'

const LOCALES = [
  { lang: 'ko', prefix: '', text: ko.home, inKorean: koContent.content.inKorean },
  { lang: 'en', prefix: '/en', text: en.home, inKorean: enContent.content.inKorean },
] as const

async function apiList<T>(request: APIRequestContext, path: string, lang: string): Promise<T[]> {
  const response = await request.get(`/api/${path}${path.includes('?') ? '&' : '?'}locale=${lang}`)
  return ((await response.json()) as ListEnvelope<T>).data
}

const textPieces = (html: string) => html.split(/<[^>]*>/).map((piece) => piece.trim()).filter(Boolean)

/** The hero player exists once the page has hydrated and its effects ran, so the popups have been decided too. */
const heroSection = (page: Page) => page.locator('section[aria-labelledby="home-title"]')
const heroVideo = (page: Page) => heroSection(page).locator('video')

for (const { lang, prefix, text, inKorean } of LOCALES) {
  /** A listed title's accessible name: one written only in Korean on an English page carries its language label. */
  const listed = (title: string, language?: 'ko') => (language ? `${title} ${inKorean}` : title)

  test.describe(`home (${lang})`, () => {

    // What the first HTML holds is a contract test (tests/contract/home.test.ts).
    // The popups take a phone's whole screen, and the carousels its touch.
    test('popup, background video, lecture player, carousels and links', { tag: onPhoneInEnglish(lang) }, async ({ page, request }) => {
      // One visit through every island of the home page, with two accessibility scans: a long journey on two cores.
      test.slow()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const [popups, lectures, seminars, galleries, news] = await Promise.all([
        apiList<Popup>(request, 'popups', lang),
        apiList<SampleLecture>(request, 'sample-lectures', lang),
        apiList<HomeSeminar>(request, 'home-offline-seminars', lang),
        apiList<Gallery>(request, 'recent-galleries', lang),
        apiList<NewsItem>(request, 'news?per_page=1', lang),
      ])
      expect(popups.length).toBeGreaterThan(0)
      const [popup] = popups

      await page.goto(`${prefix}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // The popup: shown on the first visit, non-modal: the focus stays where it was, and an outside click does not close
      // it; Escape inside it closes it as its close button does.
      const dialogs = page.getByRole('dialog', { name: text.popup.label })
      await expect(dialogs).toHaveCount(popups.length)
      const dialog = dialogs.first()
      for (const piece of textPieces(popup.content)) await expect(dialog).toContainText(piece)
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(false)
      await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
      await expectNoSeriousViolations(page)
      await page.keyboard.press('Escape')
      const hero = (await page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() }).boundingBox())!
      await page.mouse.click(hero.x + hero.width - 10, hero.y + hero.height - 10)
      await expect(dialog).toBeVisible()
      await dialog.getByRole('checkbox', { name: text.popup.dontShowToday }).check()
      await page.keyboard.press('Escape')
      await expect(dialogs).toHaveCount(popups.length - 1)
      const today = await page.evaluate(() => new Date().getDate())
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('popup'))) ?? 'null')).toEqual({ date: today, ids: [popup.id] })
      for (const other of await dialogs.all()) await other.getByRole('button', { name: text.popup.close }).click()

      // The background video: over the poster painted first, muted, looping, the HLS playlist played.
      await expect(heroSection(page).locator('img')).toHaveAttribute('fetchpriority', 'high')
      const video = heroVideo(page)
      await expect(video).toHaveJSProperty('muted', true)
      await expect(video).toHaveJSProperty('loop', true)
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:|\.m3u8$/)

      // The lecture player: the first lecture is selected; a thumbnail switches the video and plays it.
      const lecturesSection = page.getByRole('region', { name: text.lectures.heading })
      const thumb = (lecture: SampleLecture) => lecturesSection.getByRole('button', { name: lecture.title, exact: true })
      await expect(thumb(lectures[0])).toHaveAttribute('aria-pressed', 'true')
      await expect(lecturesSection.getByRole('button', { name: text.lectures.play.replace('{title}', lectures[0].title) })).toBeVisible()
      // Switched once video.js has the first lecture: its player goes with it, and the next lecture gets one of its own.
      await lecturesSection.scrollIntoViewIfNeeded()
      await expect(lecturesSection.locator('.video-js')).toHaveCount(1)
      await thumb(lectures[1]).click()
      await expect(thumb(lectures[1])).toHaveAttribute('aria-pressed', 'true')
      await expect(lecturesSection.locator('.video-js')).toHaveCount(1)
      await expect(thumb(lectures[0])).toHaveAttribute('aria-pressed', 'false')
      const lectureVideo = lecturesSection.locator('video')
      await expect(lectureVideo).toHaveAttribute('aria-label', lectures[1].title)
      await expect(lectureVideo).toHaveAttribute('src', lectures[1].video)
      await expect.poll(() => lectureVideo.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
      await expect(lecturesSection.getByRole('button', { name: text.lectures.play.replace('{title}', lectures[1].title) })).toHaveCount(0)

      // The seminars carousel: every card links to its index; focusing an off-screen card brings it into view.
      const seminarsSection = page.getByRole('region', { name: text.seminars.heading })
      const seminarLinks = seminarsSection.getByRole('link', { name: new RegExp(`^(${seminars.map((seminar) => escapeRegExp(listed(seminar.title, seminar.lang))).join('|')})$`) })
      await expect(seminarLinks).toHaveCount(seminars.length)
      for (const [index, seminar] of seminars.entries()) {
        await expect(seminarsSection.getByRole('link', { name: listed(seminar.title, seminar.lang), exact: true })).toHaveAttribute('href', `${prefix}/community/offline-seminar/${index}`)
      }
      await expect(seminarsSection.getByRole('link', { name: text.seminars.viewAll })).toHaveAttribute('href', `${prefix}/community/offline-seminar`)
      const lastSeminar = seminarLinks.last()
      // Near the viewport the row becomes a Swiper (new elements): wait for it before holding on to a slide.
      await seminarsSection.scrollIntoViewIfNeeded()
      await expect(seminarsSection.locator('.swiper-initialized')).toHaveCount(1)
      await seminarLinks.first().scrollIntoViewIfNeeded()
      await expect(lastSeminar).not.toBeInViewport()
      await lastSeminar.focus()
      await expect(lastSeminar).toBeInViewport()

      // Recent galleries link to their detail pages.
      const galleriesSection = page.getByRole('region', { name: text.galleries.heading })
      for (const gallery of galleries) {
        await expect(galleriesSection.getByRole('link', { name: listed(gallery.name, gallery.lang), exact: true })).toHaveAttribute('href', `${prefix}/community/gallery/${gallery.slug}`)
      }

      // "Don't show today" holds over a reload; with reduced motion the poster stays alone and no video is fetched.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const videoRequests: string[] = []
      const { data: settings } = (await (await request.get('/api/settings')).json()) as ItemEnvelope<Settings>
      const heroVideoFolder = settings.home_video.replace(/[^/]*$/, '')
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(heroVideoFolder)) videoRequests.push(request.url())
      })
      await page.reload()
      await expect(dialogs).toHaveCount(popups.length - 1)
      await expect(heroSection(page).locator('img')).toBeVisible()
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      await expect(heroVideo(page)).toHaveCount(0)
      expect(videoRequests).toEqual([])

      // A choice saved on another day counts for nothing.
      await page.evaluate(({ id, day }) => localStorage.setItem('popup', JSON.stringify({ date: day, ids: [id] })), { id: popup.id, day: (today % 28) + 1 })
      await page.reload()
      await expect(dialogs).toHaveCount(popups.length)
      for (const open of await dialogs.all()) await open.getByRole('button', { name: text.popup.close }).click()

      // A news card opens the news detail.
      await page.getByRole('region', { name: text.latestNews }).getByRole('link', { name: listed(news[0].title, news[0].lang), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/news/announcement/${news[0].slug}$`), { timeout: 30_000 })
      expect(errors).toEqual([])
    })
  })
}

/**
 * Waits until the hero has had the moment it would start its video in: once the page has loaded and the hero is seen on
 * screen, at the browser's next idle moment (components/home/hero-video.tsx). An observer made now sees the hero after
 * the hero's own, so the idle callback it then asks for runs after the one the hero asked for.
 */
async function pastTheHerosIdleMoment(page: Page) {
  await page.waitForLoadState('load')
  await heroSection(page).evaluate(
    (hero) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          requestIdleCallback(() => resolve(), { timeout: 5_000 })
        })
        observer.observe(hero)
      }),
  )
}

for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: '3g' }]) {
  test(`with ${connection.saveData ? 'Save-Data' : `a ${connection.effectiveType} connection`} the hero keeps its poster and fetches no video`, async ({ page, request }) => {
    const { data: settings } = (await (await request.get('/api/settings')).json()) as ItemEnvelope<Settings>
    const heroVideoFolder = settings.home_video.replace(/[^/]*$/, '')
    await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }), connection)
    const videoRequests: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith(heroVideoFolder)) videoRequests.push(sent.url())
    })
    await page.goto('/')
    await expect(heroSection(page).locator('img')).toBeVisible()
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await pastTheHerosIdleMoment(page)
    await expect(heroVideo(page)).toHaveCount(0)
    expect(videoRequests).toEqual([])
  })
}

test('the lecture player fetches no video, and its poster only as a lazy picture, until a lecture is played', async ({ page, request }) => {
  const lectures = await apiList<SampleLecture>(request, 'sample-lectures', 'ko')
  const videoPaths = new Set(lectures.map((lecture) => lecture.video))
  const posterPaths = new Set(lectures.map((lecture) => lecture.thumbs))
  const videoRequests: string[] = []
  const fullPosterRequests: string[] = []
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url())
    if (videoPaths.has(pathname)) videoRequests.push(sent.url())
    if (posterPaths.has(pathname)) fullPosterRequests.push(sent.url())
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  expect(videoRequests).toEqual([])
  const lecturesSection = page.getByRole('region', { name: ko.home.lectures.heading })
  // A video's poster is fetched with the page, wherever the video is; the player shows a picture instead, fetched
  // when it nears the screen at the width it is shown.
  expect(fullPosterRequests).toEqual([])
  await expect(lecturesSection.locator('img').first()).toHaveAttribute('loading', 'lazy')
  for (const open of await page.getByRole('dialog', { name: ko.home.popup.label }).all()) await open.getByRole('button', { name: ko.home.popup.close }).click()
  await lecturesSection.getByRole('button', { name: ko.home.lectures.play.replace('{title}', lectures[0].title) }).click()
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
  const video = lecturesSection.locator('video')
  await expect(video).toHaveAttribute('aria-label', lectures[0].title)
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  // Its controls: video.js's, with the caption menu (or the browser's own until video.js has loaded).
  await expect(lecturesSection.locator('.vjs-control-bar')).toBeVisible()
  await expect(lecturesSection.getByRole('button', { name: '자막' })).toBeVisible()
})

// On a phone the browser's own controls are on screen seconds before the page's scripts have run.
test('a lecture started before the page’s scripts ran plays on with its controls after they have', { tag: PHONE }, async ({ page, request }) => {
  const lectures = await apiList<SampleLecture>(request, 'sample-lectures', 'ko')
  let releaseScripts = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const lecturesSection = page.getByRole('region', { name: ko.home.lectures.heading })
  const video = lecturesSection.locator('video')
  await expect(video).toHaveAttribute('controls', '')
  // Muted, as a script may start it without a click; the visitor's tap on the native play button does the same.
  await video.evaluate((element: HTMLVideoElement) => ((element.muted = true), element.play()))
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0)
  releaseScripts()
  await waitForHydration(page)
  await expect(video).toHaveJSProperty('paused', false)
  // A pause shows the big play button once the player listens: by then it has rendered what it knows of the video.
  await video.evaluate((element: HTMLVideoElement) => element.pause())
  const play = lecturesSection.getByRole('button', { name: ko.home.lectures.play.replace('{title}', lectures[0].title) })
  await expect(play).toBeVisible()
  await expect(video).toHaveJSProperty('controls', true)
  await expect(video.locator('xpath=..').locator('img')).toHaveCount(0)
  for (const open of await page.getByRole('dialog', { name: ko.home.popup.label }).all()) await open.getByRole('button', { name: ko.home.popup.close }).click()
  await play.click()
  await expect(video).toHaveJSProperty('paused', false)
  await expect(play).toHaveCount(0)
})

// The popups appear at the page's first idle moment (lib/browser/idle-storage.ts), which a quick visitor may be past.
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = []
    window.requestIdleCallback = (callback) => held.push(callback)
    const releaseIdle = () => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }))
    Object.assign(window, { releaseIdle })
  })
}

const releaseIdleCallbacks = (page: Page) => page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle())

// On a phone the search box is in the menu.
test('the popups leave the focus with a visitor who is already typing', { tag: PHONE }, async ({ page }, testInfo) => {
  await holdIdleCallbacks(page)
  await page.goto('/')
  await waitForHydration(page)
  if (!isDesktop(testInfo)) await page.getByRole('button', { name: koLayout.header.openMenu }).click()
  const searchbox = page.getByRole('search', { name: koContent.search.label }).filter({ visible: true }).getByRole('searchbox')
  await searchbox.click()
  await page.keyboard.type('입')
  await releaseIdleCallbacks(page)
  await expect(page.getByRole('dialog', { name: ko.home.popup.label, includeHidden: true }).first()).toBeAttached()
  // On a phone the search box is in the open menu, and the popup waits until the menu closes (the next test).
  if (isDesktop(testInfo)) await expect(page.getByRole('dialog', { name: ko.home.popup.label }).first()).toBeVisible()
  await expect(searchbox).toBeFocused()
  await page.keyboard.type('학')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=%EC%9E%85%ED%95%99$/)
})

// The desktop's sub-menu, or the phone's menu panel.
test('a popup that opens while a header menu is open waits until the menu closes', { tag: PHONE }, async ({ page, request }, testInfo) => {
  const [firstMenu] = await apiList<Menu>(request, 'menus', 'ko')
  await holdIdleCallbacks(page)
  await page.goto('/')
  await waitForHydration(page)
  const { toggle, menu } = isDesktop(testInfo)
    ? { toggle: page.getByRole('button', { name: koLayout.header.submenuToggle.replace('{menu}', firstMenu.name) }), menu: page.locator(`#submenu-${firstMenu.slug}`) }
    : { toggle: page.getByRole('button', { name: koLayout.header.openMenu }), menu: page.getByRole('navigation', { name: koLayout.header.mobileNav }) }
  await toggle.click()
  await expect(menu).toBeVisible()
  await releaseIdleCallbacks(page)
  await expect(page.getByRole('dialog', { name: ko.home.popup.label, includeHidden: true }).first()).toBeAttached()
  const popup = page.getByRole('dialog', { name: ko.home.popup.label }).first()
  await expect(popup).toBeHidden()
  // Not covered: a click fails where another element would take the pointer. On the phone the first item is a group,
  // opened for real: a toggle left expanded inside a closed menu would hold the popup back.
  const firstItem = menu.locator('a, button').filter({ visible: true }).first()
  if (isDesktop(testInfo)) {
    // The pointer goes back to the toggle first: the desktop font arrives after the click and narrows the menus, which
    // can leave the pointer over the next menu, whose sub-menu then shows on hover over this one's first item.
    await toggle.hover()
    await firstItem.click({ trial: true })
  }
  else {
    await firstItem.click()
    await expect(firstItem).toHaveAttribute('aria-expanded', 'true')
  }
  await page.keyboard.press('Escape')
  // The pointer leaves too: a desktop sub-menu also shows while hovered.
  await page.mouse.move(1, 600)
  await expect(menu).toBeHidden()
  await expect(popup).toBeVisible()
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('on a 1366 × 768 laptop the popup leaves the school’s name and the menus in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: ko.home.popup.label }).first()
  await expect(popup).toBeVisible()
  const header = await page.getByRole('banner').boundingBox()
  const popupBox = await popup.boundingBox()
  expect(popupBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
})
