import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { isLocale, type Locale } from './routing'

/**
 * The locale of a page or layout from its `[locale]` param, also handed to next-intl for the rest of the
 * render. Any other value (a request such as `/missing.txt` lands here) is a 404, before anything would
 * read the request headers to guess a locale.
 */
export function pageLocale(requested: string): Locale {
  if (!isLocale(requested)) notFound()
  setRequestLocale(requested)
  return requested
}
