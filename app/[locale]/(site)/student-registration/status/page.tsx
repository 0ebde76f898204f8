import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PrivacyRights } from '@/components/admissions/privacy-rights'
import { StatusLookup } from '@/components/admissions/status-lookup'
import { PageFrame } from '@/components/forms/page-frame'
import { pageLocale } from '@/i18n/page-locale'
import { APPLICATION_STATUS_PATH } from '@/lib/registration/paths'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'applicationStatus' })
  return pageMetadata({ locale: lang, path: APPLICATION_STATUS_PATH, title: t('title'), description: t('metaDescription'), noindex: true })
}

/** Where an applicant follows their application with the e-mail and password they applied with. */
export default async function ApplicationStatusPage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'applicationStatus' })
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <ClientMessages namespaces={['applicationStatus', 'privacyRights']}>
        <StatusLookup />
        <PrivacyRights />
      </ClientMessages>
    </PageFrame>
  )
}
