import { EmptyState } from '@/components/content/empty-state'
import { Pagination } from '@/components/ui/pagination'
import type { Locale } from '@/lib/api/types'
import { getNewsPage, NEWS_PER_PAGE } from '@/lib/content/news'

import { NewsCard } from './news-card'
import styles from './news.module.css'
import { RecentPosts } from './recent-posts'

/** `/news/announcement`: a page of news cards with pagination, and the recent-posts sidebar. */
export async function NewsListSection({ locale, page }: { locale: Locale; page: number }) {
  const news = await getNewsPage(page, NEWS_PER_PAGE, false, locale)
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {news.data.length === 0 ? (
          <EmptyState />
        ) : (
          <div className={styles.cards}>
            {news.data.map((item, index) => (
              <NewsCard key={item.slug} item={item} first={index === 0} />
            ))}
          </div>
        )}
        <Pagination basePath="/news/announcement" meta={news.meta} />
      </div>
      <RecentPosts locale={locale} />
    </div>
  )
}
