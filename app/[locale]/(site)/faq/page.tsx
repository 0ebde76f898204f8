import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { HtmlAccordion } from '@/components/content/widgets'
import { DeferredContactForm } from '@/components/forms/deferred-contact-form'
import { PageFrame } from '@/components/forms/page-frame'
import styles from '@/components/forms/pages.module.css'
import { pageLocale } from '@/i18n/page-locale'
import { getFaqs } from '@/lib/content/faqs'
import { getConsentNotices } from '@/lib/privacy/notices'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'faq' })
  return pageMetadata({ locale: lang, path: '/faq', title: t('title'), description: t('metaDescription') })
}

/** Numbered questions and answers, with the contact form at the side for anything they do not answer. */
export default async function FaqPage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const [t, faqs, notices] = await Promise.all([getTranslations({ locale: lang, namespace: 'faq' }), getFaqs(lang), getConsentNotices(lang)])
  const entries = faqs.map((faq, index) => ({ value: String(faq.id), number: index + 1, title: faq.question, html: faq.answer }))
  return (
    <PageFrame title={t('heading')}>
      <div className={styles.columns}>
        <div>{entries.length > 0 ? <HtmlAccordion entries={entries} /> : <p>{t('empty')}</p>}</div>
        <section className={styles.panel} aria-labelledby="faq-ask">
          <h2 id="faq-ask" className={styles.subheading}>
            {t('askHeading')}
          </h2>
          <p className={styles.panelIntro}>{t('askIntro')}</p>
          <ClientMessages namespaces={['contact', 'common']}>
            <DeferredContactForm labelledBy="faq-ask" notice={notices.contactPrivacy} />
          </ClientMessages>
        </section>
      </div>
    </PageFrame>
  )
}
