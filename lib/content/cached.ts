import { unstable_cache } from 'next/cache'

import { inPreviewScope, previewedDocument } from '../preview/mode'
import type { CacheTag } from './tags'
import type { DatedCollection } from './dated-collections'
import { endPageLifeWithin, publishClock } from './upcoming'

type CachedReadOptions = {
  /**
   * Seconds: a read that depends on the time as well is made again at most that often, and a page that uses it is
   * then rendered again at most that often.
   */
  revalidate?: number
  /** Collections whose documents appear at their 게시일: the read is made again, and its page rendered again, then. */
  datedBy?: readonly DatedCollection[]
}

/**
 * A read of the content store, cached across requests and invalidated by the admin hooks of its tags.
 * Arguments become part of the cache key, so they must be JSON values. A preview reads afresh, never from or
 * into the cache, with the previewed document handed in (lib/preview/mode.ts).
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
  { revalidate, datedBy }: CachedReadOptions = {},
): (...args: Args) => Promise<Result> {
  // For reads of dated collections, the last date passed is one more key: once the next date comes, the read
  // misses and is made again.
  const cached = unstable_cache((_passed: string, ...args: Args) => read(...args), [name], { tags, revalidate })
  return async (...args: Args) => {
    const previewed = await previewedDocument()
    if (previewed) return inPreviewScope(previewed, () => read(...args))
    if (!datedBy) return cached('', ...args)
    const { passed, secondsLeft } = await publishClock(datedBy)
    if (secondsLeft !== null) await endPageLifeWithin(secondsLeft)
    return cached(passed, ...args)
  }
}
