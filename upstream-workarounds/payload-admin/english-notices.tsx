'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT } from '../../cms/admin-translations'
import { reworded } from './english-notice-texts'

// The region the admin's toasts are shown in: sonner's <section aria-label="Notifications alt+T">, always drawn by
// @payloadcms/ui's ToastContainer, whose toasts come and go inside it.
const TOAST_REGION = 'section[aria-label^="Notifications"]'

/**
 * Rewords those notices in the admin's language where they are shown. The toasts come from the copy of sonner
 * bundled inside @payloadcms/ui, which offers no way to be told of a toast or to replace its text, so the shown
 * title's text is changed in place (its text node, which React keeps), watching the toasts' region only, never the
 * admin's pages: README.md here. Remove when Payload translates these strings (@payloadcms/ui
 * elements/BulkUpload/FormsManager, elements/Upload, elements/Table/OrderableTable; tests/unit/upstream-workarounds.test.ts fails then).
 */
export function EnglishNotices({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    const region = document.querySelector(TOAST_REGION)
    if (!region) return
    const translate = adminT(t)
    const observer = new MutationObserver(() => {
      for (const title of region.querySelectorAll('[data-title]')) {
        const text = [...title.childNodes].find((node): node is Text => node.nodeType === Node.TEXT_NODE)
        const words = text && reworded(text.data, translate)
        if (text && words) text.data = words
      }
    })
    observer.observe(region, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
  return children
}
