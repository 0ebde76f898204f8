import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/lib/api/types'
import type { PrivacyOfficer as Officer } from '@/lib/privacy/settings'

import styles from './content.module.css'

/** The privacy officer the policy names (PIPA Art. 30, 31), from the site settings, so a change of person is one edit. */
export async function PrivacyOfficer({ officer, locale }: { officer: Officer; locale: Locale }) {
  if (!officer.name && !officer.email && !officer.phone) return null
  const t = await getTranslations({ locale, namespace: 'content.privacyOfficer' })
  const rows = [
    ['name', officer.name],
    ['position', officer.position],
    ['phone', officer.phone],
    ['email', officer.email],
  ] as const
  return (
    <section className={`rich-text ${styles.staticBody}`} aria-labelledby="privacy-officer">
      <h2 id="privacy-officer">{t('heading')}</h2>
      <dl className={styles.officer}>
        {rows
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{key === 'email' ? <a href={`mailto:${value}`}>{value}</a> : key === 'phone' ? <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a> : value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
