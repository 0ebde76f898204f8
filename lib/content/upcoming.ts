import { cacheLife, cacheTag } from 'next/cache'

import { payloadClient } from '../payload/client'
import type { DatedCollection } from './dated-collections'
import { TAGS, UNTIL_EDITED, type CacheTag } from './tags'

const TAG_OF: Record<DatedCollection, CacheTag> = {
  news: TAGS.news,
  'weekly-news': TAGS.weeklyNews,
  'article-publications': TAGS.articlePublications,
}

const UPCOMING_LIMIT = 100

/** The 게시일s still ahead of published documents, soonest first: cached until the next edit of the collection. */
async function upcomingDates(collection: DatedCollection): Promise<string[]> {
  'use cache'
  cacheTag(TAG_OF[collection])
  cacheLife(UNTIL_EDITED)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: new Date().toISOString() } }] },
    sort: 'publishedAt',
    limit: UPCOMING_LIMIT,
    depth: 0,
    select: { publishedAt: true },
    overrideAccess: true,
  })
  return docs.map((doc) => doc.publishedAt as string)
}

/** The seconds until the next upcoming 게시일 of the given collections, or null when none is ahead. */
export async function secondsToNextDate(collections: readonly DatedCollection[], now = Date.now()): Promise<number | null> {
  const ahead = (await Promise.all(collections.map(upcomingDates)))
    .flat()
    .map(Date.parse)
    .filter((date) => date > now)
  return ahead.length ? Math.ceil((Math.min(...ahead) - now) / 1000) : null
}
