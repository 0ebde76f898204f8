import { Feed } from 'feed'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '../api/types'
import { getFeedItems } from '../content/feed-items'
import { feedPath } from './feed-path'
import { absoluteUrl, siteOrigin } from './metadata'

/**
 * The site's RSS 2.0 feed in one language: the newest news and seminars with absolute links, dates, summaries and
 * covers as enclosures, which Naver Search Advisor collects new posts from. Built per request from cached reads,
 * so an edit shows on the next request.
 */
export async function rssFeed(locale: Locale): Promise<Response> {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'metadata' }), getFeedItems(locale)])
  const home = absoluteUrl(locale, '/')
  const feed = new Feed({
    title: t('siteName'),
    description: t('description'),
    id: home,
    link: home,
    language: locale,
    updated: new Date(items[0]?.date ?? 0),
    feedLinks: { rss: siteOrigin() + feedPath(locale) },
    generator: false,
  })
  for (const item of items) {
    const link = absoluteUrl(locale, item.path)
    feed.addItem({
      title: item.title,
      link,
      ...(item.guid && { guid: item.guid }),
      date: new Date(item.date),
      description: item.summary,
      ...(item.image && { enclosure: { ...item.image, url: siteOrigin() + item.image.url } }),
    })
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
