import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { pageLocale } from '@/i18n/page-locale'
import { pageMetadata } from '@/lib/seo/metadata'

export type DashboardPageProps = { params: Promise<{ locale: string }> }

/** The metadata of a signed-in user's dashboard (`/student`, `/professor`): translated title, kept out of search engines. */
export function dashboardMetadata(type: 'student' | 'professor') {
  return async function generateMetadata({ params }: DashboardPageProps): Promise<Metadata> {
    const lang = pageLocale((await params).locale)
    const t = await getTranslations({ locale: lang, namespace: 'dashboard' })
    return pageMetadata({ locale: lang, path: `/${type}`, title: t(`${type}Title`), description: t(`${type}Description`), noindex: true })
  }
}
