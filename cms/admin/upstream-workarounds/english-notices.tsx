'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT } from '../../admin-translations'
import { reworded } from './english-notice-texts'

/**
 * Rewords those notices in the admin's language where they are shown. The toasts come from the copy of sonner
 * bundled inside @payloadcms/ui, which offers no way to watch or replace them, so the shown title's text is
 * changed in place (its text node, which React keeps): README.md here. Remove when Payload translates these strings
 * (@payloadcms/ui elements/BulkUpload/FormsManager, elements/Upload, elements/Table/OrderableTable;
 * tests/unit/upstream-workarounds.test.ts fails then).
 */
export function EnglishNotices({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    const translate = adminT(t)
    const rewordShown = () => {
      for (const title of document.querySelectorAll('.payload-toast-container [data-title]')) {
        const text = [...title.childNodes].find((node): node is Text => node.nodeType === Node.TEXT_NODE)
        const words = text && reworded(text.data, translate)
        if (text && words) text.data = words
      }
    }
    // Only when a toast arrives: the admin's other changes (typing in the editor) pass by without a query.
    const toastAdded = (records: MutationRecord[]) =>
      records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches('[data-sonner-toast]') || node.querySelector('[data-sonner-toast]') !== null)))
    const observer = new MutationObserver((records) => {
      if (toastAdded(records)) rewordShown()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
  return children
}
