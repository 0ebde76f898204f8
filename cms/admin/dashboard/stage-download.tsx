'use client'

import { useState } from 'react'

import { useExportDownload, type DownloadTexts } from '../export-download'
import styles from './round-progress.module.css'

/** One count of the round's table: pressed, it downloads that list of applications as an .xlsx file. */
export function StageDownload({ query, count, label, texts }: { query: Record<string, string>; count: number; label: string; texts: DownloadTexts }) {
  const download = useExportDownload('applications', texts)
  const [busy, setBusy] = useState(false)
  async function press() {
    setBusy(true)
    try {
      await download(new URLSearchParams(query))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className={styles.count} aria-label={label} disabled={busy} onClick={press}>
      {count}
    </button>
  )
}
