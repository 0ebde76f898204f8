export const LOCALES = ['ko', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'ko'
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale)

/** The language `value` names, else the default (Korean). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)
