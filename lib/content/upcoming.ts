import { unstable_cache } from 'next/cache'

import { payloadClient } from '../payload/client'
import type { DatedCollection } from './dated-collections'
import { TAGS, type CacheTag } from './tags'

const TAG_OF: Record<DatedCollection, CacheTag> = {
  news: TAGS.news,
  'weekly-news': TAGS.weeklyNews,
  'article-publications': TAGS.articlePublications,
}

const UPCOMING_LIMIT = 100

/** The 게시일s still ahead of published documents, soonest first: cached until the next edit of the collection. */
const upcomingDates = unstable_cache(
  async (collection: DatedCollection): Promise<string[]> => {
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
  },
  ['upcoming-publish-dates'],
  { tags: Object.values(TAG_OF) },
)

/**
 * Where the given collections stand in time: `passed`, the latest of their upcoming dates already reached (part of a
 * cached read's key, so that the read is made again once a date passes), and the seconds until the next one.
 */
export async function publishClock(collections: readonly DatedCollection[], now = Date.now()): Promise<{ passed: string; secondsLeft: number | null }> {
  const dates = (await Promise.all(collections.map(upcomingDates))).flat().map(Date.parse)
  const passed = Math.max(0, ...dates.filter((date) => date <= now))
  const ahead = dates.filter((date) => date > now)
  return { passed: passed ? new Date(passed).toISOString() : '', secondsLeft: ahead.length ? Math.ceil((Math.min(...ahead) - now) / 1000) : null }
}

/**
 * Ends the life of the page being rendered within `seconds` (Next.js gives a page the shortest life of the cached
 * reads it used), so that a page listing a board is rendered again when the next document's date arrives.
 */
export async function endPageLifeWithin(seconds: number): Promise<void> {
  await unstable_cache(async () => true, ['page-life'], { revalidate: Math.max(1, seconds) })()
}
