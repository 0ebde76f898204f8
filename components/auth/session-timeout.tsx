'use client'

import dynamic from 'next/dynamic'
import { useCallback, useState } from 'react'

import { lazyApi } from '@/lib/api/lazy-client'
import type { ItemEnvelope, RefreshedSession, SignedInUser } from '@/lib/api/types'
import { isStaff } from '@/lib/auth/staff'
import { readStoredUser, storeUser, useStoredUser } from '@/lib/auth/stored-user'
import { useSessionTimeout, type SecondsLeft, type SessionSource } from '@/lib/auth/use-session-timeout'

import type { SessionDialogTexts, SessionEndedTexts } from './session-dialog'

// The dialogs (and Radix's) load only when due: the header's script stays small on every page.
const SessionWarningDialog = dynamic(() => import('./session-dialog').then((module) => module.SessionWarningDialog), { ssr: false })
const SessionEndedDialog = dynamic(() => import('./session-dialog').then((module) => module.SessionEndedDialog), { ssr: false })

/** Seconds until the stored token expires (its `exp`), the end of a session without an idle end. */
function tokenSecondsLeft(token: string | undefined): number | null {
  try {
    const part = token?.split('.')[1]
    if (!part) return null
    const { exp } = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : null
  } catch {
    return null
  }
}

const earliest = (idle: number | null, token: string | undefined): SecondsLeft => {
  const lifetime = tokenSecondsLeft(token)
  const ends = [idle, lifetime].filter((value): value is number => value !== null)
  return ends.length > 0 ? Math.min(...ends) : undefined
}

/** A 401 means the session has ended; anything else (offline, a 5xx) leaves it unknown. */
async function ended(error: unknown): Promise<SecondsLeft> {
  return (error as { response?: Response }).response?.status === 401 ? null : undefined
}

const siteSession: SessionSource = {
  async check() {
    const api = await lazyApi()
    return api
      .get('user', { headers: { 'Session-Peek': '1' } })
      .json<ItemEnvelope<SignedInUser>>()
      .then(({ data }) => earliest(data.idle_ends_in, readStoredUser()?.token), ended)
  },
  async stay() {
    const api = await lazyApi()
    return api
      .post('user/refresh')
      .json<ItemEnvelope<RefreshedSession>>()
      .then(({ data }) => {
        const stored = readStoredUser()
        if (stored) storeUser({ ...stored, token: data.token })
        return earliest(data.idle_ends_in, data.token)
      }, ended)
  },
}

export type SessionTimeoutTexts = { warning: SessionDialogTexts & { lifetimeText: string }; ended: SessionEndedTexts }

/** Ends the session here: the server's (and its cookie) when it still runs, and the stored user, which signs the header out. */
function signOutHere() {
  void lazyApi()
    .then((api) => api.post('logout'))
    .catch(() => undefined)
  storeUser(null)
}

/**
 * The site's session-timeout warning (KWCAG 2.2.1): two minutes before a signed-in session ends (a staff session
 * unused for the settings' idle time, any session when its token expires), a dialog with the time left and a button
 * to stay signed in; at the end the header shows the visitor signed out, without a reload, and the dialog says why.
 */
export function SessionTimeout({ texts, signInHref }: { texts: SessionTimeoutTexts; signInHref: string }) {
  const user = useStoredUser()
  const [endedShown, setEndedShown] = useState(false)
  const end = useCallback(() => {
    setEndedShown(true)
    signOutHere()
  }, [])
  const { secondsLeft, stay, busy } = useSessionTimeout(user ? siteSession : null, end)

  if (endedShown) return <SessionEndedDialog texts={texts.ended} signInHref={signInHref} onClose={() => setEndedShown(false)} />
  if (secondsLeft === null || !user) return null
  // Staff sessions end when unused; the others when their token expires.
  const warning = isStaff(user) ? texts.warning : { ...texts.warning, text: texts.warning.lifetimeText }
  return <SessionWarningDialog texts={warning} secondsLeft={secondsLeft} busy={busy} onStay={() => void stay()} onSignOut={signOutHere} />
}
