import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { NewsItem } from '@/lib/api/types'
import { isoDay } from '@/lib/format/dates'

import styles from './home.module.css'

export async function LatestNews({ news }: { news: NewsItem[] }) {
  const t = await getTranslations('home')
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <div className={styles.sectionHeader}>
        <h2 id="home-news">{t('latestNews')}</h2>
        <Link href="/news/announcement" className={styles.more}>
          {t('readMore')}
        </Link>
      </div>
      <ul className={styles.newsGrid}>
        {news.map((item) => (
          <li key={item.slug} className={styles.card}>
            {item.cover && (
              <Image className={styles.cardImage} src={item.cover} alt={item.title} width={1200} height={800} sizes="(min-width: 1200px) 380px, (min-width: 640px) 50vw, 100vw" />
            )}
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>
                <Link href={`/news/announcement/${item.slug}`} className={styles.cardLink}>
                  <ListedTitle text={item.title} lang={item.lang} />
                </Link>
              </h3>
              <p className={styles.cardText}>{item.summary}</p>
              <time className={styles.cardDate} dateTime={item.created_at_raw}>
                {isoDay(item.created_at_raw)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
