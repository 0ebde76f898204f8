import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/seo/json-ld'
import { Image } from '@/components/ui/image'
import type { Locale } from '@/lib/api/types'
import { getNewsItem } from '@/lib/content/news'
import { getSettings } from '@/lib/content/settings'
import { newsDate } from '@/lib/format/dates'
import { newsArticle } from '@/lib/seo/json-ld'

import styles from './news.module.css'
import { RecentPosts } from './recent-posts'

/** `/news/announcement/{slug}`: one news item with its dates, cover and content, and the recent-posts sidebar. */
export async function NewsDetailSection({ locale, slug }: { locale: Locale; slug: string }) {
  const [item, settings, t] = await Promise.all([getNewsItem(slug, locale), getSettings(locale), getTranslations({ locale, namespace: 'news' })])
  if (!item) notFound()
  const date = newsDate(item.created_at_raw, locale)
  return (
    <div className={styles.layout}>
      <article className={styles.main}>
        <header className={styles.detailHeader}>
          <div className={styles.dateBadge}>
            <span className={styles.badgeDay}>{date.day}</span>
            <span className={styles.badgeMonth}>{date.monthYear}</span>
          </div>
          <div>
            <h1 className={styles.detailTitle}>{item.title}</h1>
            <p className={styles.published}>
              {t('published')} <time dateTime={item.created_at_raw}>{date.long}</time>
            </p>
          </div>
        </header>
        {item.cover && (
          <Image src={item.cover} alt={item.title} width={1200} height={800} sizes="(max-width: 1024px) 92vw, 640px" preload className={styles.detailCover} />
        )}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.content ?? '' }} />
      </article>
      <RecentPosts locale={locale} />
      <JsonLd data={newsArticle(item, locale, settings.school_name)} />
    </div>
  )
}
