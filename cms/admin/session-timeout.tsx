'use client'

import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useMemo, type ReactNode } from 'react'

import { SessionWarningDialog } from '../../components/auth/session-dialog'
import { useSessionTimeout, type SecondsLeft, type SessionSource } from '../../lib/auth/use-session-timeout'
import { adminT } from '../admin-translations'
import { IDLE_REASON } from './sign-in/sign-in-reasons'

/** The admin's session endpoint (cms/collections/users/session-endpoints.ts): GET only looks, POST keeps the session. */
async function askSession(url: string, keep: boolean): Promise<SecondsLeft> {
  try {
    const response = await fetch(url, {
      method: keep ? 'POST' : 'GET',
      credentials: 'include',
      headers: keep ? { 'X-Requested-With': 'XMLHttpRequest' } : { 'Session-Peek': '1' },
    })
    if (response.status === 401) return null
    if (!response.ok) return undefined
    const { idleEndsIn } = (await response.json()) as { idleEndsIn: number | null }
    return idleEndsIn ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The admin's session-timeout warning (KWCAG 2.2.1: a time limit is announced, with time enough to extend it): two minutes before a staff session ends unused,
 * an alert dialog with the time left and "계속 이용"; at the end, the sign-in page with a message. Payload's own
 * dialog still warns before the token itself expires (8 h after the sign-in or its last refresh).
 */
export function SessionTimeout({ children }: { children: ReactNode }) {
  const { user, setUser } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation()
  const router = useRouter()
  const pathname = usePathname()
  const translate = adminT(t)
  const { api: apiRoute, admin: adminRoute } = config.routes
  const signedIn = Boolean(user?.id)
  const source = useMemo<SessionSource | null>(() => {
    if (!signedIn) return null
    const url = formatAdminURL({ apiRoute, path: `/${config.admin.user}/session` })
    return { check: () => askSession(url, false), stay: () => askSession(url, true) }
  }, [signedIn, apiRoute, config.admin.user])
  const end = useCallback(() => {
    setUser(null)
    router.replace(formatAdminURL({ adminRoute, path: `/login?reason=${IDLE_REASON}&redirect=${encodeURIComponent(pathname)}` }))
  }, [setUser, router, adminRoute, pathname])
  const { secondsLeft, stay, busy } = useSessionTimeout(source, end)
  const texts = {
    title: translate('sessionTimeout:title'),
    text: translate('sessionTimeout:text'),
    timeLeft: translate('sessionTimeout:timeLeft'),
    stay: translate('sessionTimeout:stay'),
    signOut: translate('sessionTimeout:signOut'),
  }
  const signOut = () => router.push(formatAdminURL({ adminRoute, path: config.admin.routes.logout }))
  return (
    <>
      {children}
      {secondsLeft !== null && <SessionWarningDialog texts={texts} secondsLeft={secondsLeft} busy={busy} onStay={() => void stay()} onSignOut={signOut} />}
    </>
  )
}
