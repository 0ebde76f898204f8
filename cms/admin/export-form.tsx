'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'

import { useExportDownload } from './export-download'
import styles from './export-form.module.css'

export type ExportChoice = { value: string; label: string }
export type ExportControl =
  | { kind: 'select'; name: string; label: string; choices: ExportChoice[] }
  | { kind: 'date'; name: string; label: string }
  | { kind: 'check'; name: string; value: string; label: string }

type Texts = { heading: string; download: string; busy: string; done: string; failed: string }

/**
 * The filters and button above an admin list that download its documents as an .xlsx file from
 * GET /cms-api/{collection}/export; a refused filter is shown under it.
 */
export function ExportForm({ collection, controls, texts }: { collection: string; controls: ExportControl[]; texts: Texts }) {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const headingId = useId()
  const download = useExportDownload(collection, texts)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = new URLSearchParams()
    new FormData(event.currentTarget).forEach((value, key) => typeof value === 'string' && value !== '' && query.set(key, value))
    setBusy(true)
    try {
      setErrors(await download(query))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit}>
      <h2 id={headingId} className={styles.heading}>
        {texts.heading}
      </h2>
      <div className={styles.controls}>
        {controls.map((control) => (
          <div key={control.name} className={control.kind === 'check' ? styles.check : styles.control}>
            {control.kind === 'check' ? (
              <label>
                <input type="checkbox" name={control.name} value={control.value} /> {control.label}
              </label>
            ) : (
              <label>
                <span className={styles.label}>{control.label}</span>
                {control.kind === 'select' ? (
                  <select name={control.name} defaultValue="">
                    {control.choices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input type="date" name={control.name} />
                )}
              </label>
            )}
            {errors[control.name]?.map((message) => (
              <p key={message} className={styles.error} role="alert">
                {message}
              </p>
            ))}
          </div>
        ))}
        <Button type="submit" buttonStyle="primary" size="small" disabled={busy}>
          {busy ? texts.busy : texts.download}
        </Button>
      </div>
    </form>
  )
}
