import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { OpenInBrowser } from '@/components/admissions/open-in-browser'
import styles from '@/components/admissions/status.module.css'
import { PageFrame } from '@/components/forms/page-frame'
import { DeferredRegistrationForm } from '@/components/forms/registration/deferred-registration-form'
import { WindowNotice } from '@/components/forms/registration/window-notice'
import { clientTexts } from '@/i18n/client-texts'
import { Link } from '@/i18n/server-link'
import { pageLocale } from '@/i18n/page-locale'
import { getOpenDepartments } from '@/lib/content/departments'
import { getApplicationPeriod } from '@/lib/content/admission-rounds'
import { getConsentNotices } from '@/lib/privacy/notices'
import { nationalityChoices } from '@/lib/registration/nationality'
import { getPrivacySettings } from '@/lib/privacy/settings'
import { APPLICATION_STATUS_PATH, REGISTRATION_PATH } from '@/lib/registration/paths'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request: whether a window is open now decides the form, so it arrives closed when it is.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'registration' })
  return pageMetadata({ locale: lang, path: REGISTRATION_PATH, title: t('title'), description: t('metaDescription') })
}

/** The application form; whether a window is open is decided per request, so a closed form arrives closed. */
export default async function StudentRegistrationPage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const [t, kakaoTalk, window, departments, texts, settings, notices] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'registration' }),
    getTranslations({ locale: lang, namespace: 'kakaoTalk' }),
    getApplicationPeriod(),
    getOpenDepartments(lang),
    clientTexts(['registration', 'registrationErrors', 'common']),
    getPrivacySettings(lang),
    getConsentNotices(lang),
  ])
  const privacy = {
    askCitizenshipNo: settings.askCitizenshipNo,
    legalBasis: settings.legalBasis,
    notices: { privacy: notices.applicationPrivacy, uniqueId: notices.applicationUniqueId, sensitive: notices.applicationSensitive },
  }
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <OpenInBrowser text={kakaoTalk('text')} action={kakaoTalk('action')} />
      <p className={styles.statusLink}>
        <Link href={APPLICATION_STATUS_PATH}>{t('statusLink')}</Link>
      </p>
      <WindowNotice window={window} locale={lang} />
      <DeferredRegistrationForm departments={departments} nationalities={nationalityChoices(lang)} closed={!window.open} privacy={privacy} texts={texts} />
    </PageFrame>
  )
}
