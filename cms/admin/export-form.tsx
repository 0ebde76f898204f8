'use client'

import { Button, toast, useConfig } from '@payloadcms/ui'
import { useId, useState, type FormEvent } from 'react'

import { useSensitiveRequest } from './ask-again'
import styles from './export-form.module.css'

export type ExportChoice = { value: string; label: string }
export type ExportControl =
  | { kind: 'select'; name: string; label: string; choices: ExportChoice[] }
  | { kind: 'date'; name: string; label: string }
  | { kind: 'check'; name: string; value: string; label: string }

type Texts = { heading: string; download: string; busy: string; done: string; failed: string }

/** The name the server gave the file (RFC 6266 `filename*`, else `filename`). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (encoded) return decodeURIComponent(encoded)
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback
}

/**
 * The filters and button above an admin list that download its documents as an .xlsx file from
 * GET /cms-api/{collection}/export; a refused filter is shown under it.
 */
export function ExportForm({ collection, controls, texts }: { collection: string; controls: ExportControl[]; texts: Texts }) {
  const { config } = useConfig()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const headingId = useId()
  const sendProven = useSensitiveRequest()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = new URLSearchParams()
    new FormData(event.currentTarget).forEach((value, key) => typeof value === 'string' && value !== '' && query.set(key, value))
    setBusy(true)
    try {
      const response = await sendProven(() => fetch(`${config.serverURL}${config.routes.api}/${collection}/export?${query}`, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } }))
      if (!response) return
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> }
        setErrors(body.errors ?? {})
        toast.error(body.message ?? texts.failed)
        return
      }
      setErrors({})
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = fileNameOf(response.headers.get('content-disposition'), `${collection}.xlsx`)
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast.success(texts.done.replace('{{count}}', response.headers.get('x-export-count') ?? ''))
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
