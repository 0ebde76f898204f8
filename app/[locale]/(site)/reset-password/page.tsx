import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ResetPasswordForm } from '@/components/auth/reset-password-form'
import { PageFrame } from '@/components/forms/page-frame'
import { pageLocale } from '@/i18n/page-locale'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'passwordReset' })
  return pageMetadata({ locale: lang, path: '/reset-password', title: t('resetTitle'), description: t('resetDescription'), noindex: true })
}

/** The page the reset mail links to; the token stays in the address and is read by the form when it is sent. */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params
  const t = await getTranslations({ locale: pageLocale(locale), namespace: 'passwordReset' })
  return (
    <PageFrame title={t('resetHeading')} intro={t('resetIntro')}>
      <ClientMessages namespaces={['passwordReset']}>
        <ResetPasswordForm />
      </ClientMessages>
    </PageFrame>
  )
}
