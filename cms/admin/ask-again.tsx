'use client'

import { toast, useConfig, useTranslation } from '@payloadcms/ui'
import { DialogClose, DialogDescription, DialogTitle } from '@radix-ui/react-dialog'
import { formatAdminURL } from 'payload/shared'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import useSWR from 'swr'

import dialog from '../../components/auth/session-dialog.module.css'
import { Modal } from '../../components/ui/modal'
import { passkeyAnswer, readPasskeys } from '../../lib/auth/passkeys/browser'
import { ASK_AGAIN, ASK_AGAIN_HEADER } from '../../lib/auth/second-factor/recent-proof'
import type { AdminTranslationKey, AdminTranslations } from '../admin-translations'
import styles from './second-factor.module.css'

type Asking = { resolve: (proven: boolean) => void }

/**
 * Asks in place for the second factor when the server wants it again before a sensitive act (issue 38 item 4; the
 * answer's `Second-Factor: again` header, cms/access/recent-proof.ts): whichever admin screen made the request (the
 * resident number's 보기, an export, Payload's own delete or save) gets, once the code is accepted, the answer to the
 * same request sent again, as if nothing had been asked; on 취소, the refusal it had. Payload's screens call the
 * browser's fetch, so the one place to stand between them and the server is `window.fetch`, wrapped while the admin
 * is open.
 */
export function AskAgain({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null)
  const question = useRef<Promise<boolean> | null>(null)

  useEffect(() => {
    const send = window.fetch
    // Requests that come back asked together wait for one answer.
    const ask = () =>
      (question.current ??= new Promise<boolean>((resolve) => setAsking({ resolve })).finally(() => {
        question.current = null
        setAsking(null)
      }))
    window.fetch = async (input, init) => {
      const again = input instanceof Request ? input.clone() : input
      const response = await send(input, init)
      if (response.headers.get(ASK_AGAIN_HEADER) !== ASK_AGAIN || !(await ask())) return response
      return send(again, init)
    }
    return () => {
      window.fetch = send
    }
  }, [])

  return (
    <>
      {children}
      {asking && <CodeDialog onDone={asking.resolve} />}
    </>
  )
}

function CodeDialog({ onDone }: { onDone: (proven: boolean) => void }) {
  const { config } = useConfig()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  const apiPath = (path: string) => formatAdminURL({ apiRoute: config.routes.api, path: `/${config.admin.user}${path}` })

  const { data: passkeys } = useSWR(apiPath('/passkeys'), readPasskeys)
  const hasPasskeys = (passkeys?.length ?? 0) > 0

  /** Gives the code (or a recovery code) or a passkey's signature; on success the waiting request is sent again. */
  async function give(answer: { code: unknown } | { passkey: unknown }) {
    setBusy(true)
    try {
      const response = await fetch(apiPath('/second-factor/again'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(answer),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (response.ok) {
        toast.success(body.message ?? '')
        onDone(true)
        return
      }
      setError(body.message ?? t('secondFactorAgain:failed'))
      if (input.current) input.current.value = ''
      input.current?.focus()
    } catch {
      setError(t('secondFactorAgain:failed'))
    } finally {
      setBusy(false)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void give({ code: new FormData(event.currentTarget).get('code') })
  }

  async function withPasskey() {
    setError('')
    setBusy(true)
    const answer = await passkeyAnswer(apiPath('/passkeys/again-options'), 'get').catch(() => ({ failure: 'refused' as const }))
    if ('failure' in answer) {
      setBusy(false)
      return setError(('message' in answer && answer.message) || t(`passkeys:${answer.failure}`))
    }
    await give({ passkey: answer.response })
  }

  return (
    <Modal onClose={() => onDone(false)} className={dialog.dialog} backdropClassName={dialog.backdrop}>
      <DialogTitle className={dialog.title}>{t('secondFactorAgain:title')}</DialogTitle>
      <DialogDescription className={dialog.text}>{t('secondFactorAgain:text')}</DialogDescription>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>{t('secondFactorAgain:code')}</label>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 \-]{6,14}"
            maxLength={14}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('secondFactorAgain:codeHint')}
          </p>
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        </div>
        <div className={dialog.actions}>
          <button type="submit" className={dialog.primary} disabled={busy}>
            {busy ? t('secondFactorAgain:submitting') : t('secondFactorAgain:submit')}
          </button>
          {hasPasskeys && (
            <button type="button" className={dialog.secondary} disabled={busy} onClick={() => void withPasskey()}>
              {t('passkeys:useInstead')}
            </button>
          )}
          <DialogClose className={dialog.secondary}>{t('secondFactorAgain:cancel')}</DialogClose>
        </div>
      </form>
    </Modal>
  )
}
