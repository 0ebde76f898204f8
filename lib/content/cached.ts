import { cacheLife, cacheTag } from 'next/cache'

import { inPreviewScope, previewedDocument } from '../preview/mode'
import { UNTIL_EDITED, type CacheTag } from './tags'
import type { DatedCollection } from './dated-collections'
import { secondsToNextDate } from './upcoming'

type CachedReadOptions = {
  /**
   * Seconds: a read that depends on the time as well is made again at most that often, and a page that uses it is
   * then rendered again at most that often.
   */
  revalidate?: number
  /** Collections whose documents appear at their 게시일: the read is made again, and its page rendered again, then. */
  datedBy?: readonly DatedCollection[]
}

type Read = { tags: CacheTag[]; read: (args: unknown[]) => Promise<unknown>; options: CachedReadOptions }

/**
 * The reads by name. A `'use cache'` function may not close over a function (what it closes over is part of its key),
 * so the one cached function below is handed a read's name and finds the read here.
 */
const reads = new Map<string, Read>()

/**
 * The cached call of a read: its key is the read's name and arguments. Its tags and life reach the page that renders
 * it (Next.js gives an ISR page the tags of its cached reads and the shortest of their lives), so an edit's
 * revalidateTag renders the page again, and a dated board's page is rendered again at the next 게시일.
 */
async function cachedCall(name: string, args: unknown[]): Promise<unknown> {
  'use cache'
  const { tags, read, options } = reads.get(name)!
  cacheTag(...tags)
  const nextDate = options.datedBy ? await secondsToNextDate(options.datedBy) : null
  const life = Math.min(options.revalidate ?? Infinity, nextDate ?? Infinity)
  cacheLife({ ...UNTIL_EDITED, revalidate: life })
  return read(args)
}

/**
 * A read of the content store, cached across requests (and across instances, lib/cache/) and invalidated by the
 * admin hooks of its tags. `name` must be unique among reads. Arguments become part of the cache key, so they must be
 * values React can serialize (JSON values are). A preview reads afresh, never from or into the cache, with the
 * previewed document handed in (lib/preview/mode.ts).
 */
export function cachedRead<Args extends unknown[], Result>(name: string, tags: CacheTag[], read: (...args: Args) => Promise<Result>, options: CachedReadOptions = {}): (...args: Args) => Promise<Result> {
  reads.set(name, { tags, read: (args) => read(...(args as Args)), options })
  return async (...args: Args) => {
    const previewed = await previewedDocument()
    if (previewed) return inPreviewScope(previewed, () => read(...args))
    return (await cachedCall(name, args)) as Result
  }
}
