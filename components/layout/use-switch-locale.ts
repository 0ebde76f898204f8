'use client'

import { useTransition } from 'react'

import { usePathname, useRouter } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { lazyApi } from '@/lib/api/lazy-client'

/** Saves the chosen language (POST /api/set-locale) and shows the same page in it. */
export function useSwitchLocale() {
  const router = useRouter()
  const pathname = usePathname()
  const [pending, startTransition] = useTransition()

  const switchLocale = async (lang: Locale) => {
    // next-intl's router stores the same cookie when it changes the language, so a failed POST must not block the switch.
    await lazyApi()
      .then((api) => api.post('set-locale', { json: { lang } }))
      .catch(() => undefined)
    startTransition(() => router.replace(`${pathname}${window.location.search}`, { locale: lang }))
  }

  return { switchLocale, pending }
}
