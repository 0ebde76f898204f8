import { getTranslations } from 'next-intl/server'

import type { Locale, MenuPage } from '@/lib/api/types'
import { mapLinks } from '@/lib/content/map-links'
import { getSettings } from '@/lib/content/settings'

import styles from './content.module.css'

/** "오시는 길": the page's own text, then the address from the settings with links to Kakao Map and Naver Map. */
export async function LocationSection({ locale, menuPage }: { locale: Locale; menuPage: MenuPage }) {
  const [t, settings, korean] = await Promise.all([getTranslations({ locale, namespace: 'location' }), getSettings(locale), getSettings('ko')])
  const links = mapLinks(korean.street)
  return (
    <>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: menuPage.description }} />
      {links && (
        <section className={styles.location} aria-labelledby="location-maps">
          <h2 id="location-maps">{t('heading')}</h2>
          <p>
            {t('address')}: <span lang="ko">{korean.street}</span>
            {locale === 'en' && settings.street !== korean.street && ` (${settings.street})`}
          </p>
          <ul>
            <li>
              <a href={links.kakao}>
                {t('kakao')}
              </a>
            </li>
            <li>
              <a href={links.naver}>
                {t('naver')}
              </a>
            </li>
          </ul>
        </section>
      )}
    </>
  )
}
