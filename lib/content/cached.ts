import { unstable_cache } from 'next/cache'

import type { CacheTag } from './tags'

/**
 * A read of the content store, cached across requests and invalidated by the admin hooks of its tags.
 * Arguments become part of the cache key, so they must be JSON values. A read that depends on the time
 * as well passes `revalidate` (seconds): a page that uses it is then rendered again at most that often.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
  revalidate?: number,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags, revalidate })
}
