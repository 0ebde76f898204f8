import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageLocale } from '@/i18n/page-locale'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'

type Props = { params: Promise<{ locale: string }> }

/** None at build time: the 404 is prerendered on its first visit like any page, which keeps its message in the HTML. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(pageLocale((await params).locale))
}

/** Any path no other route claims, at any depth: the localized 404. */
export default async function UnknownPage({ params }: Props) {
  pageLocale((await params).locale)
  return <NotFoundPage />
}
