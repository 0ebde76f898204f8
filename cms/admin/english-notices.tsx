'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT } from '../admin-translations'
import { reworded } from './english-notice-texts'

/**
 * Rewords those notices in the admin's language where they are shown. The toasts come from the copy of sonner
 * bundled inside @payloadcms/ui, which offers no way to watch or replace them, so the shown title's text is
 * changed in place (its text node, which React keeps). Remove when Payload translates these strings
 * (@payloadcms/ui elements/BulkUpload/FormsManager, elements/Upload, elements/Table/OrderableTable).
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
    const observer = new MutationObserver(rewordShown)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [t])
  return children
}
