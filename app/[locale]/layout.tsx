import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import type React from 'react'

import { DesktopFont } from '@/components/layout/desktop-font'
import { NotFoundTextsProvider } from '@/components/layout/not-found-content'
import { isLocale } from '@/i18n/routing'
import { getSiteVerification } from '@/lib/content/settings'
import { DEFAULT_OG_IMAGE, siteOrigin } from '@/lib/seo/metadata'
import { verificationMetadata } from '@/lib/seo/verification-code'

import './globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Nothing is rendered at build time (there is no database then); each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const [t, verification] = await Promise.all([getTranslations({ locale, namespace: 'metadata' }), getSiteVerification()])
  return {
    verification: verificationMetadata(verification),
    metadataBase: new URL(siteOrigin()),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    icons: { icon: [{ url: '/images/emblem.svg', type: 'image/svg+xml' }], apple: '/images/apple-touch-icon.png' },
    openGraph: { siteName: t('siteName'), images: [{ url: DEFAULT_OG_IMAGE, width: 1200, height: 630 }] },
  }
}

export const viewport: Viewport = { themeColor: '#0b3d91', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, notFoundText, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'metadata' }),
  ])
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* The language for the islands' links and router (i18n/navigation.ts), without texts: the header's islands
            get theirs as props, and pages whose islands show interface texts name their namespaces
            (i18n/client-messages.tsx). */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <NotFoundTextsProvider texts={{ title: notFoundText('title'), text: notFoundText('text'), back: notFoundText('back'), siteName: metadata('siteName') }}>
            {children}
          </NotFoundTextsProvider>
        </NextIntlClientProvider>
        <DesktopFont />
      </body>
    </html>
  )
}
