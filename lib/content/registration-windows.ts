import type { RegistrationOpen } from '../api/types'
import { cachedRead } from './cached'
import { findPublic } from './query'
import { TAGS } from './tags'

/** The registration window open at `now`, else the next one to open, as stored; undefined when there is none. */
export async function findCurrentRegistrationWindow(now: Date) {
  const result = await findPublic('registration-windows', { where: { endsAt: { greater_than: now.toISOString() } }, sort: 'startsAt', limit: 1, depth: 0 })
  return result.docs[0]
}

/** The registration window open at `now`, else the next one to open, else none. */
export async function getRegistrationWindow(now: Date = new Date()): Promise<RegistrationOpen> {
  const window = await findCurrentRegistrationWindow(now)
  if (!window) return { open: false, starts_at: null, ends_at: null }
  const startsAt = new Date(window.startsAt)
  return { open: startsAt <= now, starts_at: startsAt.toISOString(), ends_at: new Date(window.endsAt).toISOString() }
}

/**
 * The window of getRegistrationWindow for cached pages (the home and admission pages): an edit shows at
 * once, and a window that opens or closes shows within a minute.
 */
export const getCachedRegistrationWindow = cachedRead('registration-window', [TAGS.registrationWindows], () => getRegistrationWindow(), { revalidate: 60 })
