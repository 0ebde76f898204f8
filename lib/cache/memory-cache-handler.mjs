// Next.js's cache (rendered pages and the tagged data cache) in this process's memory, when there is no Redis.
// Next.js's own handler also writes every render into .next/, where any other site started from the same build
// (on another database) read it; a render belongs to the database it came from. next.config.mjs uses this file
// only without REDIS_URL; Next.js loads it as it is (plain JavaScript, not bundled). Images keep Next.js's disk cache.
import v8 from 'node:v8'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

import { HEAP_PRESSURE, pageCacheBudgetBytes } from './memory-budget.mjs'

/** Whether the heap is so full that a new entry should not be kept: a page then renders afresh, the process lives. */
function underPressure() {
  const { used_heap_size: used, heap_size_limit: limit } = v8.getHeapStatistics()
  return used > limit * HEAP_PRESSURE
}

/**
 * The library's LRU with a byte budget (pageCacheBudgetBytes, its `maxItemSizeBytes` is the whole cache's size as
 * it measures entries: their JSON length) instead of its 100 MB, and no limit of entries beyond it; under memory
 * pressure it stores nothing new, and what it holds ages out.
 */
function boundedLru() {
  const lru = createLruHandler({ maxItemsNumber: 20_000, maxItemSizeBytes: pageCacheBudgetBytes() })
  return { ...lru, set: (key, value, context) => (underPressure() ? lru.delete(key) : lru.set(key, value, context)) }
}

CacheHandler.onCreation(() => ({ handlers: [boundedLru()] }))

export default CacheHandler
