'use client'

import { toast, useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import { useSonner } from 'sonner'

import { adminT, type AdminTranslationKey } from '../admin-translations'

/** The notices Payload's admin writes in English whatever the admin's language, by their English text. */
const ENGLISH_NOTICES: [RegExp, AdminTranslationKey][] = [
  [/^Successfully saved (\d+) files?$/, 'notices:savedFiles'],
  [/^Failed to save (\d+) files?$/, 'notices:filesNotSaved'],
  [/^Failed to fetch the file\.$/, 'notices:fileNotFetched'],
  [/^The provided URL is not allowed\.$/, 'notices:addressNotAllowed'],
  [/^To reorder the rows you must first sort them by the "Order" column$/, 'notices:sortByOrderFirst'],
]

/**
 * Rewords those notices in the admin's language as they appear: a notice updated by its id is sonner's own way
 * (the toast library Payload's admin uses) to change what a shown notice says.
 */
export function ToastWording({ children }: { children: ReactNode }) {
  const { toasts } = useSonner()
  const { t } = useTranslation()
  useEffect(() => {
    for (const notice of toasts) {
      if (typeof notice.title !== 'string') continue
      for (const [english, key] of ENGLISH_NOTICES) {
        const match = english.exec(notice.title)
        if (match) toast[notice.type === 'error' ? 'error' : notice.type === 'warning' ? 'warning' : 'success'](adminT(t)(key, { count: Number(match[1] ?? 0) }), { id: notice.id })
      }
    }
  }, [toasts, t])
  return children
}
