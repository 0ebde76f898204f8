import { getRequestConfig } from 'next-intl/server'

import { loadMessages } from '../messages/load'
import { toLocale } from './routing'

// An explicit locale (getTranslations({ locale })) is used as given: awaiting `requestLocale` would read the request headers.
export default getRequestConfig(async ({ locale: explicit, requestLocale }) => {
  const locale = toLocale(explicit ?? (await requestLocale))
  return { locale, messages: await loadMessages(locale) }
})
