import { getTranslations } from 'next-intl/server'

import type { Settings } from '@/lib/api/types'

import styles from './pages.module.css'

/** The school's address and contact lines from the site settings; empty settings lines are left out. */
export async function ContactAddress({ settings, headingId }: { settings: Settings; headingId: string }) {
  const t = await getTranslations('contact')
  const rows = [
    { label: t('street'), value: settings.street },
    { label: t('city'), value: settings.city },
    { label: t('postalCode'), value: settings.postal_code },
    { label: t('email'), value: settings.email, href: `mailto:${settings.email}` },
    { label: t('phone'), value: settings.phone, href: `tel:${settings.phone.replace(/[^\d+]/g, '')}` },
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
