'use client'

import { toast, useConfig, useTranslation } from '@payloadcms/ui'
import { DialogClose, DialogDescription, DialogTitle } from '@radix-ui/react-dialog'
import { formatAdminURL } from 'payload/shared'
import { createContext, useCallback, useContext, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import useSWR from 'swr'

import dialog from '../../components/auth/session-dialog.module.css'
import { Modal } from '../../components/ui/modal'
import { passkeyAnswer, readPasskeys, SCRIPT_HEADERS } from '../../lib/auth/passkeys/browser'
import { ASK_AGAIN, ASK_AGAIN_HEADER } from '../../lib/auth/second-factor/recent-proof'
import type { AdminTranslationKey, AdminTranslations } from '../admin-translations'
import styles from './second-factor.module.css'

type Asking = { resolve: (proven: boolean) => void }
/** True once the session's code is from the last ten minutes (asked for first when it is not); false on 취소. */
type Prove = () => Promise<boolean>

const ProveContext = createContext<Prove>(() => Promise.resolve(false))

/** The admin's path of the users collection's endpoint `path`. */
const useUsersPath = () => {
  const { config } = useConfig()
  return (path: `/${string}`) => formatAdminURL({ apiRoute: config.routes.api, path: `/${config.admin.user}${path}` })
}

/**
 * The question for the code again before a sensitive act (a sensitive act needs a code no older than ten minutes; the server's side: cms/access/recent-proof.ts).
 * Each sensitive act starts from a button of ours, which asks here first (useRecentProof, useSensitiveRequest): when
 * the session's last code is over ten minutes old, the dialog asks for it, and only once it is accepted does the
 * button send its request; on 취소, nothing is sent. Nothing of the browser's (`fetch`) is replaced.
 */
export function AskAgain({ children }: { children: ReactNode }) {
  const statePath = useUsersPath()('/second-factor/again')
  const [asking, setAsking] = useState<Asking | null>(null)
  const question = useRef<Promise<boolean> | null>(null)

  const prove = useCallback<Prove>(async () => {
    const state = await fetch(statePath, { credentials: 'include', headers: SCRIPT_HEADERS })
      .then((response) => (response.ok ? (response.json() as Promise<{ provenUntil?: string | null }>) : null))
      .catch(() => null)
    if (state?.provenUntil) return true
    // Acts started together wait for one answer.
    return (question.current ??= new Promise<boolean>((resolve) => setAsking({ resolve })).finally(() => {
      question.current = null
      setAsking(null)
    }))
  }, [statePath])

  return (
    <ProveContext.Provider value={prove}>
      {children}
      {asking && <CodeDialog onDone={asking.resolve} />}
    </ProveContext.Provider>
  )
}

/** Asks for the code when the session's last one is over ten minutes old: true once it is recent, false on 취소. */
export const useRecentProof = (): Prove => useContext(ProveContext)

/**
 * Sends a sensitive act's request of ours once the session's code is recent: null when the question was cancelled
 * (nothing sent). Should the ten minutes end between the question and the request, the server's refusal asks once more.
 */
export function useSensitiveRequest() {
  const prove = useRecentProof()
  return useCallback(
    async (send: () => Promise<Response>): Promise<Response | null> => {
      if (!(await prove())) return null
      const response = await send()
      if (response.headers.get(ASK_AGAIN_HEADER) !== ASK_AGAIN || !(await prove())) return response
      return send()
    },
    [prove],
  )
}

function CodeDialog({ onDone }: { onDone: (proven: boolean) => void }) {
  const apiPath = useUsersPath()
  const { t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  const { data: passkeys } = useSWR(apiPath('/passkeys'), readPasskeys)
  const hasPasskeys = (passkeys?.length ?? 0) > 0

  /** Gives the code (or a recovery code) or a passkey's signature; on success the waiting act is sent. */
  async function give(answer: { code: unknown } | { passkey: unknown }) {
    setBusy(true)
    try {
      const response = await fetch(apiPath('/second-factor/again'), {
        method: 'POST',
        credentials: 'include',
        headers: SCRIPT_HEADERS,
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
