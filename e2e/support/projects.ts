import type { TestInfo } from '@playwright/test'

/**
 * Which projects run a test (playwright.config.ts). The desktop project with a Korean browser runs every browser test
 * but those only for elsewhere; the others run only what differs there, named by a tag:
 * - PHONE: behaviour that differs on a phone (navigation and the user menu, touch, target sizes, the phone's forms):
 *   the test runs on the phone too, and branches on isDesktop where the two differ.
 * - PHONE_ONLY: a phone's flow, run on the phone alone.
 * - ENGLISH_BROWSER: what depends on the browser's language (the language note, the admin's language, which follows
 *   the browser's): the test runs on the English desktop browser too.
 * - ENGLISH_BROWSER_ONLY: run on the English desktop browser alone.
 */
export const PHONE = '@phone'
export const PHONE_ONLY = '@phone-only'
export const ENGLISH_BROWSER = '@english-browser'
export const ENGLISH_BROWSER_ONLY = '@english-browser-only'

/**
 * The tag for a test written once per site language whose behaviour is the same in both: the desktop runs the Korean
 * one, the phone the English one, whose longer words are the ones that wrap and overflow on a narrow screen. Each
 * language and each screen once; what the English page's HTML holds is the contract's.
 */
export const onPhoneInEnglish = (lang: 'ko' | 'en') => (lang === 'en' ? [PHONE_ONLY] : [])

/** A desktop screen (the Korean and the English browser alike), rather than a phone's. */
export const isDesktop = (testInfo: TestInfo) => !testInfo.project.use.isMobile

/** The language of the project's browser: 'en' on the English browsers, else 'ko'. */
export const browserLanguage = (testInfo: TestInfo): 'ko' | 'en' => (testInfo.project.use.locale?.startsWith('en') ? 'en' : 'ko')

/**
 * Whether a test written once per site language runs in `lang`, when its behaviour does not depend on the language (only
 * its texts differ, and those are the translations', tests/unit/messages.test.ts): in Korean alone. A boolean, not a
 * type guard: the tests keep both languages' texts, so that this one word runs them in the other.
 */
export const inOneLanguage = (lang: 'ko' | 'en'): boolean => lang === 'ko'
