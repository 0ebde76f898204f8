import { getPathname } from '../../i18n/navigation'
import type { Locale } from '../api/types'

/** Where each language's RSS feed is (app/rss.xml, app/[locale]/rss.xml), as every page announces it. */
export const feedPath = (locale: Locale): string => getPathname({ href: '/rss.xml', locale })
