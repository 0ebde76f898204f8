import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import type { Locale } from '@/i18n/routing'
import { getFooterBanners } from '@/lib/content/footer-banners'

import styles from './footer.module.css'

const hostOf = (link: string): string => {
  try {
    return new URL(link).hostname.replace(/^www\./, '')
  } catch {
    return link
  }
}

/** The strip of partner banners above the footer; absent when there are none. Each opens its site in a new tab. */
export async function FooterBanners({ locale }: { locale: Locale }) {
  const banners = await getFooterBanners()
  if (banners.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <aside className={styles.banners} aria-label={t('banners')}>
      <ul className="container">
        {banners.map((banner) => (
          <li key={banner.id}>
            <a href={banner.link} target="_blank" rel="noopener noreferrer" className={styles.banner}>
              <Image src={banner.image} alt={`${t('bannerLink', { host: hostOf(banner.link) })} (${t('newWindow')})`} width={180} height={72} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
