import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactAddress } from '@/components/forms/contact-address'
import { DeferredContactForm } from '@/components/forms/deferred-contact-form'
import { PageFrame } from '@/components/forms/page-frame'
import styles from '@/components/forms/pages.module.css'
import { pageLocale } from '@/i18n/page-locale'
import { getSettings } from '@/lib/content/settings'
import { getConsentNotices } from '@/lib/privacy/notices'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'contact' })
  return pageMetadata({ locale: lang, path: '/contact-us', title: t('title'), description: t('metaDescription') })
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const [t, settings, notices] = await Promise.all([getTranslations({ locale: lang, namespace: 'contact' }), getSettings(lang), getConsentNotices(lang)])
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <div className={styles.columns}>
        <ContactAddress settings={settings} headingId="contact-address" />
        <section className={styles.panel} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className={styles.subheading}>
            {t('formHeading')}
          </h2>
          <ClientMessages namespaces={['contact', 'common']}>
            <DeferredContactForm labelledBy="contact-form-heading" notice={notices.contactPrivacy} />
          </ClientMessages>
        </section>
      </div>
    </PageFrame>
  )
}
