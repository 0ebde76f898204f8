import type { Locale, Messages } from 'next-intl'
import { getLocale, getMessages, getTimeZone } from 'next-intl/server'

/**
 * What a client text provider needs: the request's language and time zone, and the texts of a few namespaces.
 * Should i18n/request.ts ever set `formats` or `now`, they belong here too.
 */
export type ClientTexts = { locale: Locale; timeZone: string; messages: Partial<Messages> }

/**
 * The texts of `namespaces` only: without a `messages` prop next-intl serializes every text of the language into
 * each page's flight data (22 KB of Korean on every page), though the browser's islands read a few namespaces.
 * Kept apart from ClientMessages so that a page that brings its own provider does not pull in next-intl's.
 */
export async function clientTexts(namespaces: (keyof Messages)[]): Promise<ClientTexts> {
  const [locale, timeZone, messages] = await Promise.all([getLocale(), getTimeZone(), getMessages()])
  return { locale, timeZone, messages: Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) }
}
