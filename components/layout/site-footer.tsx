import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/server-link'
import type { Locale } from '@/i18n/routing'
import { getSocials } from '@/lib/content/socials'
import { getSettings } from '@/lib/content/settings'
import { addressLine, phoneFor, telHref } from '@/lib/format/contact'

import styles from './footer.module.css'
import { ACCESSIBILITY_PATH, FOOTER_LINKS, PRIVACY_POLICY_PATH, TERMS_PATH } from './links'
import { SocialIcon } from './social-icon'

/** The site footer: the school's message and contacts, the quick links, the social networks and the copyright. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, settings, socials] = await Promise.all([getTranslations({ locale, namespace: 'footer' }), getSettings(locale), getSocials(locale)])
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.about}>
          <p className={styles.school}>{settings.school_name}</p>
          {settings.school_message && <p className={styles.message}>{settings.school_message}</p>}
          <address className={styles.contact}>
            {settings.street && (
              <p>
                <span className={styles.term}>{t('address')}</span> {addressLine([settings.street, settings.city, settings.postal_code], locale)}
              </p>
            )}
            {settings.phone && (
              <p>
                <span className={styles.term}>{t('phone')}</span> <a href={telHref(settings.phone)}>{phoneFor(settings.phone, locale)}</a>
              </p>
            )}
            {settings.email && (
              <p>
                <span className={styles.term}>{t('email')}</span> <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </p>
            )}
          </address>
        </div>
        <nav className={styles.links} aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className={styles.heading}>
            {t('quickLinks')}
          </h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link href={link.href}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 && (
          <div className={styles.socialBlock}>
            <h2 className={styles.heading}>{t('social')}</h2>
            <ul className={styles.socials}>
              {socials.map((social) => (
                <li key={social.id}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer" title={social.name} className={styles.social} data-tooltip={social.name}>
                    <SocialIcon name={social.class} />
                    <span className="visually-hidden">
                      {social.name} ({t('newWindow')})
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <ul className={styles.policies} aria-label={t('policies')}>
            <li>
              <Link href={PRIVACY_POLICY_PATH} className={styles.privacy}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link href={TERMS_PATH}>{t('terms')}</Link>
            </li>
            <li>
              <Link href={ACCESSIBILITY_PATH}>{t('accessibility')}</Link>
            </li>
          </ul>
          <p>{t('copyright', { year: new Date().getFullYear(), school: settings.school_name })}</p>
        </div>
      </div>
    </footer>
  )
}
