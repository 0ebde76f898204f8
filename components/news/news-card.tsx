import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { NewsItem } from '@/lib/api/types'
import { isoDay } from '@/lib/format/dates'

import styles from './news.module.css'

/** One news item in the list: cover, title, summary and date, all one link to the item; the first card's cover is preloaded (a phone's largest picture). */
export function NewsCard({ item, first = false }: { item: NewsItem; first?: boolean }) {
  return (
    <article className={styles.card}>
      <Link href={`/news/announcement/${item.slug}`} className={styles.cardLink}>
        {item.cover && (
          <div className={styles.cover}>
            {/* The title right below names the link; the cover adds nothing for a screen reader. */}
            <Image src={item.cover} alt="" fill sizes="(max-width: 640px) 100vw, (max-width: 1200px) 40vw, 300px" preload={first} />
          </div>
        )}
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>
            <ListedTitle text={item.title} lang={item.lang} />
          </h2>
          <p className={styles.summary}>{item.summary}</p>
          <time dateTime={item.created_at_raw} className={styles.date}>
            {isoDay(item.created_at_raw)}
          </time>
        </div>
      </Link>
    </article>
  )
}
