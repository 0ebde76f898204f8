import type { Locale } from '@/lib/api/types'

/**
 * Interface texts are split by area (one JSON file per area and language, top-level keys are
 * next-intl namespaces) so that features do not share one large file.
 */
export const MESSAGE_AREAS = ['site', 'api', 'layout', 'home', 'content', 'forms', 'auth', 'registration', 'dashboard', 'error'] as const

export type Messages = { [key: string]: string | Messages }

export async function loadMessages(locale: Locale): Promise<Messages> {
  const areas = await Promise.all(MESSAGE_AREAS.map(async (area) => (await import(`./${locale}/${area}.json`)).default as Messages))
  return Object.assign({}, ...areas)
}
