import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LoginForm } from '@/components/auth/login-form'
import styles from '@/components/auth/login.module.css'
import { Image } from '@/components/ui/image'
import { Link } from '@/i18n/navigation'
import { LOCALES } from '@/i18n/routing'
import { pageLocale } from '@/i18n/page-locale'
import { ACCESSIBILITY_PATH, CONTACT_PATH, PRIVACY_POLICY_PATH } from '@/components/layout/links'
import { APPLICATION_STATUS_PATH, REGISTRATION_PATH } from '@/lib/registration/paths'
import { pageMetadata } from '@/lib/seo/metadata'
import { ClientMessages } from '@/i18n/client-messages'

type Props = { params: Promise<{ locale: string }> }

const LANGUAGE_NAMES = { ko: '한국어', en: 'English' } as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const t = await getTranslations({ locale: lang, namespace: 'login' })
  return pageMetadata({ locale: lang, path: '/login', title: t('title'), description: t('metaDescription'), noindex: true })
}

/**
 * Sign-in, outside the site frame: no header, its own landmark, a way home and the language choice; a short footer keeps
 * the help every page offers in its footer (the contact page and the accessibility statement, KWCAG 3.2.2).
 */
export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const [t, site, footer] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'login' }),
    getTranslations({ locale: lang, namespace: 'metadata' }),
    getTranslations({ locale: lang, namespace: 'footer' }),
  ])
  return (
    <>
      <main id="main" className={styles.page}>
        <div className={styles.card}>
          <div className={styles.top}>
            <Link href="/" className={styles.logo}>
              <Image src="/images/emblem.svg" alt="" width={40} height={40} />
              <span>{site('siteName')}</span>
            </Link>
            <nav className={styles.languages} aria-label={t('languages')}>
              <ul>
                {LOCALES.map((other) => (
                  <li key={other}>
                    <Link href="/login" locale={other === lang ? undefined : other} lang={other} aria-current={other === lang ? 'true' : undefined}>
                      {LANGUAGE_NAMES[other]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <h1 className={styles.heading}>{t('heading')}</h1>
          <ClientMessages namespaces={['login']}>
            <LoginForm />
          </ClientMessages>
          <p className={styles.footer}>
            <Link href="/forgot-password">{t('forgot')}</Link>
          </p>
          <p className={styles.footer}>
            <Link href={REGISTRATION_PATH}>{t('register')}</Link>
          </p>
          <p className={styles.footer}>
            <Link href={APPLICATION_STATUS_PATH}>{t('status')}</Link>
          </p>
          <p className={styles.footer}>
            <Link href={PRIVACY_POLICY_PATH} className={styles.privacy}>
              {t('privacy')}
            </Link>
          </p>
        </div>
      </main>
      <footer className={styles.help}>
        <ul aria-label={footer('label')}>
          <li>
            <Link href={CONTACT_PATH}>{footer('contact')}</Link>
          </li>
          <li>
            <Link href={ACCESSIBILITY_PATH}>{footer('accessibility')}</Link>
          </li>
        </ul>
      </footer>
    </>
  )
}
