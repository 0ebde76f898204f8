import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { loadMessages } from '../messages/load'
import { routing } from './routing'

// An explicit locale (getTranslations({ locale })) is used as given: awaiting `requestLocale` would read the request headers.
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const requested = explicit ?? (await requestLocale)
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return { locale, messages: await loadMessages(locale) }
})
