import type { Payload } from 'payload'

/** The settings' default (cms/globals/settings/staff-sessions.ts) and its bounds. */
export const IDLE_MINUTES = { default: 30, min: 5, max: 480 } as const

const CACHE_MS = 30_000
const CACHE = Symbol.for('school-site.idle-minutes')

type Holder = typeof globalThis & { [CACHE]?: { minutes: number; until: number } }

/**
 * How many minutes a staff session may go unused (the settings' 유휴 시간), read at most every 30 s: every
 * authenticated staff request asks. Kept on globalThis, as Payload's hooks and the route handlers may hold copies of
 * this module of their own and the settings' change must reach both (forgetIdleMinutes).
 */
export async function idleMinutes(payload: Payload): Promise<number> {
  const holder = globalThis as Holder
  const cached = holder[CACHE]
  if (cached && cached.until > Date.now()) return cached.minutes
  const settings = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })) as { staffSessions?: { idleMinutes?: unknown } | null }
  const stored = settings.staffSessions?.idleMinutes
  const minutes = typeof stored === 'number' && Number.isInteger(stored) && stored >= IDLE_MINUTES.min && stored <= IDLE_MINUTES.max ? stored : IDLE_MINUTES.default
  holder[CACHE] = { minutes, until: Date.now() + CACHE_MS }
  return minutes
}

/** After the settings change: the next request reads the new value (another instance within 30 s). */
export function forgetIdleMinutes() {
  delete (globalThis as Holder)[CACHE]
}
