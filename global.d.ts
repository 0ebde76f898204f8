import type { Locale } from './i18n/routing'
import type api from './messages/ko/api.json'
import type auth from './messages/ko/auth.json'
import type content from './messages/ko/content.json'
import type dashboard from './messages/ko/dashboard.json'
import type forms from './messages/ko/forms.json'
import type home from './messages/ko/home.json'
import type layout from './messages/ko/layout.json'
import type registration from './messages/ko/registration.json'
import type site from './messages/ko/site.json'

// next-intl checks every message key and its arguments against the Korean texts (tests/unit/messages.test.ts keeps English in step).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof site & typeof api & typeof layout & typeof home & typeof content & typeof forms & typeof auth & typeof registration & typeof dashboard
  }
}
