import { unstable_cache } from 'next/cache'

import type { CacheTag } from './tags'

/**
 * A read of the content store, cached across requests and invalidated by the admin hooks of its tags.
 * Arguments become part of the cache key, so they must be JSON values.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [name], { tags })
}
