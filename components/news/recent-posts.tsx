import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/lib/api/types'
import { getNewsPage } from '@/lib/content/news'
import { isoDay } from '@/lib/format/dates'

import styles from './news.module.css'

/** docs/product.md "Constants": the sidebar lists the first 11 news items. */
export const RECENT_POSTS_COUNT = 11

/** The recent-posts sidebar of the news list and detail pages. */
export async function RecentPosts({ locale }: { locale: Locale }) {
  const [{ data: items }, t] = await Promise.all([getNewsPage(1, RECENT_POSTS_COUNT, false, locale), getTranslations({ locale, namespace: 'news' })])
  if (items.length === 0) return null
  return (
    <section className={styles.recent} aria-labelledby="recent-posts">
      <h2 id="recent-posts" className={styles.recentTitle}>
        {t('recentPosts')}
      </h2>
      <ul className={styles.recentList}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link href={`/news/announcement/${item.slug}`} className={styles.recentLink}>
              {item.thumbs && <Image src={item.thumbs} alt="" width={80} height={60} className={styles.recentThumb} />}
              <span className={styles.recentText}>
                <span className={styles.recentName}>
                  <ListedTitle text={item.title} lang={item.lang} />
                </span>
                <time dateTime={item.created_at_raw} className={styles.date}>
                  {isoDay(item.created_at_raw)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
