'use client'

import { ExternalLinkIcon, useLivePreviewContext, useTranslation } from '@payloadcms/ui'

import styles from './preview-button.module.css'

/**
 * Payload's preview link with its word on it: Payload's own is an icon that names itself only in a tooltip, and the
 * office did not find it. Same address (the collection's `admin.preview`), same new tab.
 */
export function LabelledPreviewButton() {
  const { previewURL } = useLivePreviewContext()
  const { t } = useTranslation()
  if (!previewURL) return null
  return (
    <a className={`preview-btn ${styles.labelled}`} href={previewURL} id="preview-button" target="_blank" rel="noopener">
      <ExternalLinkIcon />
      <span>{t('version:preview')}</span>
    </a>
  )
}
