import { defineRouting } from 'next-intl/routing'

export const LOCALES = ['ko', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ko'
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * The site's addresses: Korean unprefixed (`/faq`), English under `/en` (`/en/faq`), `/ko/…` redirected to the
 * unprefixed form. The language switch's cookie sends an unprefixed address to its English twin; the browser's
 * Accept-Language never decides (proxy.ts hides it from the middleware), so search engines and English browsers
 * get the address they asked for.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // Every page names its language twins in its HTML (lib/seo/metadata.ts); the same in a Link header of every
  // response would only add bytes, with the origin the proxy sees rather than the public one.
  alternateLinks: false,
})

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** The language `value` names, else the default (Korean). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** An address's language (its prefix, else the default) and the segments after it. */
export function splitLocale(pathname: string): { locale: Locale; segments: string[] } {
  const segments = pathname.split('/').filter(Boolean)
  return { locale: isLocale(segments[0]) ? (segments.shift() as Locale) : DEFAULT_LOCALE, segments }
}
