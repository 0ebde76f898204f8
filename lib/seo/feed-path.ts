import type { Locale } from '../api/types'

/** Where each language's RSS feed is (app/rss.xml, app/en/rss.xml), as every page announces it. */
export const feedPath = (locale: Locale): string => (locale === 'en' ? '/en/rss.xml' : '/rss.xml')
