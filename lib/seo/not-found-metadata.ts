import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '../api/types'

/** The head of a 404 page: its localized title in the server's HTML, and no indexing. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: true } }
}
