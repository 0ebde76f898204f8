import { getLocale, getTranslations } from 'next-intl/server'

import type { Locale, Settings } from '@/lib/api/types'
import { COUNTRY_EN, phoneFor, telHref } from '@/lib/format/contact'

import styles from './pages.module.css'

/** The school's address and contact lines from the site settings; empty settings lines are left out. */
export async function ContactAddress({ settings, headingId }: { settings: Settings; headingId: string }) {
  const [t, locale] = await Promise.all([getTranslations('contact'), getLocale() as Promise<Locale>])
  const rows = [
    { label: t('street'), value: settings.street },
    { label: t('city'), value: settings.city },
    { label: t('postalCode'), value: settings.postal_code },
    // A reader abroad needs the country, and the phone as dialled from anywhere.
    ...(locale === 'en' ? [{ label: t('country'), value: COUNTRY_EN }] : []),
    { label: t('email'), value: settings.email, href: `mailto:${settings.email}` },
    { label: t('phone'), value: settings.phone && phoneFor(settings.phone, locale), href: settings.phone && telHref(settings.phone) },
  ].filter((row) => row.value)
  return (
    <section className={styles.address} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('addressHeading')}
      </h2>
      <address>
        <dl>
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
            </div>
          ))}
        </dl>
      </address>
    </section>
  )
}
