import { getTranslations } from 'next-intl/server'

import type { Locale, RegistrationOpen } from '@/lib/api/types'
import { deadlineDateTime } from '@/lib/format/dates'

/** One line on the application window: when an open one closes, else when the next one opens (or that none is set). */
export async function windowSchedule(window: RegistrationOpen, locale: Locale): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'registration' })
  if (window.open) return window.ends_at ? t('openUntil', { end: deadlineDateTime(window.ends_at, locale) }) : null
  if (!window.starts_at || !window.ends_at) return t('noWindow')
  return t('nextWindow', { start: deadlineDateTime(window.starts_at, locale), end: deadlineDateTime(window.ends_at, locale) })
}
