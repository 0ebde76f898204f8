import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { EnglishHint } from '@/components/layout/english-hint'
import { FooterBanners } from '@/components/layout/footer-banners'
import { PreviewBar } from '@/components/layout/preview-bar'
import { PrintHeader } from '@/components/layout/print-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { pageLocale } from '@/i18n/page-locale'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** Every page but the login: header, the page as the main landmark, the banner strip and the footer. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale: requested } = await params
  const locale = pageLocale(requested)
  const hint = await getTranslations({ locale, namespace: 'englishHint' })
  return (
    <>
      <PreviewBar locale={locale} />
      <SiteHeader locale={locale} />
      <PrintHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterBanners locale={locale} />
      <SiteFooter locale={locale} />
      <EnglishHint labels={{ label: hint('label'), text: hint('text'), link: hint('link'), dismiss: hint('dismiss') }} locale={locale} />
    </>
  )
}
