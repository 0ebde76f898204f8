// How the site divides the memory of the machine it runs on (docs/performance.md, "Memory"). Plain JavaScript: read
// by `npm start` and the bench before the server starts (the heap limit is a flag of the server's process), by the
// server (sharp), and by the page cache (lib/cache/memory-cache-handler.mjs), which Next.js loads unbundled.
import os from 'node:os'

const MiB = 1024 * 1024

/**
 * The memory the site may use, in MiB: MEMORY_LIMIT_MB when set, else the machine's memory or the container's limit
 * (a cgroup's, which Node reads), whichever is smaller.
 */
export function memoryLimitMiB(env = process.env) {
  const set = Number(env.MEMORY_LIMIT_MB)
  if (Number.isFinite(set) && set > 0) return Math.round(set)
  const constrained = process.constrainedMemory?.() ?? 0
  const machine = os.totalmem()
  return Math.round((constrained > 0 && constrained < machine ? constrained : machine) / MiB)
}

/**
 * The JavaScript heap's limit (`--max-old-space-size`), in MiB: two fifths of the memory, between 192 MiB and Node's
 * own ceiling of 4 GiB. The rest is for what lives outside the heap: the code, buffers of uploads and pages on their
 * way out, sharp's images, SQLite's cache. On a 1 GB server: 410 MiB.
 */
export const heapLimitMiB = (limit = memoryLimitMiB()) => Math.min(4096, Math.max(192, Math.round(limit * 0.4)))

/**
 * The rendered pages' and cached reads' budget in this process's memory, in bytes as the cache measures them (the
 * JSON length of an entry): a sixteenth of the memory, at least 16 MiB and at most 256 MiB. On a 1 GB server: 64 MiB.
 */
export const pageCacheBudgetBytes = (limit = memoryLimitMiB()) => Math.min(256, Math.max(16, Math.round(limit / 16))) * MiB

/** The heap's share in use above which the page cache stores nothing new: the process degrades rather than dies. */
export const HEAP_PRESSURE = 0.8

/**
 * The flags the server's Node process starts with: the heap's limit, and semi-spaces of at most 2 MiB. V8 (Node 24)
 * otherwise grows the young generation under a run of allocations, as a burst of requests makes, up to 128 MiB with
 * this heap limit (9 MiB with the flag), and keeps it resident. Objects then reach the old generation a little sooner;
 * measured in docs/performance.md.
 */
export const serverNodeFlags = (limit = memoryLimitMiB()) => [`--max-old-space-size=${heapLimitMiB(limit)}`, '--max-semi-space-size=2']

/**
 * The environment the server's process adds to its own: glibc's malloc keeps up to eight arenas a core, each holding
 * freed memory of the threads that used it (libuv's pool: sharp, the password hash, zlib), so memory once used by a
 * burst stayed resident. Two arenas hold far less (docs/performance.md). A MALLOC_ARENA_MAX set by the operator wins.
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' })
