import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NotFoundContent } from '@/components/layout/not-found-content'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound')
  return { title: t('title') }
}

export default function SiteNotFound() {
  return <NotFoundContent />
}
