import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { PageFrame } from '@/components/forms/page-frame'
import { pageLocale } from '@/i18n/page-locale'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'passwordReset' })
  return pageMetadata({ locale: lang, path: '/forgot-password', title: t('forgotTitle'), description: t('forgotDescription'), noindex: true })
}

/** Where a student or professor asks for a link to set a new password. */
export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'passwordReset' })
  return (
    <PageFrame title={t('forgotHeading')} intro={t('forgotIntro')}>
      <ClientMessages namespaces={['passwordReset']}>
        <ForgotPasswordForm />
      </ClientMessages>
    </PageFrame>
  )
}
