'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

import type { SessionTimeoutTexts } from '@/components/auth/session-timeout'
import { useStoredUser } from '@/lib/auth/stored-user'

// The header's signed-in parts (swr's session read, the user's menus, the session-timeout watch) load only in a browser
// that has a signed-in user: a visitor who never signed in downloads none of their script (docs/performance.md).
const UserLinks = lazy(() => import('./user-links').then((module) => ({ default: module.UserLinks })))
const MobileUserMenu = lazy(() => import('./mobile-user-menu').then((module) => ({ default: module.MobileUserMenu })))
const SessionTimeout = lazy(() => import('@/components/auth/session-timeout').then((module) => ({ default: module.SessionTimeout })))

/**
 * Whether this page has seen a signed-in user. It stays true after a sign-out: the signed-in parts, once loaded, stay
 * mounted to show the signed-out header and the session-ended dialog themselves.
 */
function useSignedInOnce(): boolean {
  const signedIn = useStoredUser() !== null
  const [seen, setSeen] = useState(signedIn)
  if (signedIn && !seen) setSeen(true)
  return seen
}

/** `signedIn` once a user has signed in here, `signedOut` (the server's HTML) before that and while its script loads. */
function WhenSignedIn({ signedIn, signedOut = null }: { signedIn: ReactNode; signedOut?: ReactNode }) {
  return useSignedInOnce() ? <Suspense fallback={signedOut}>{signedIn}</Suspense> : signedOut
}

type UserLabels = Record<'login' | 'userMenu' | 'dashboard' | 'logout', string>

/** Desktop: the server's login link (children), or the user's name and sign-out. */
export const HeaderUserLinks = ({ labels, children }: { labels: UserLabels; children: ReactNode }) => (
  <WhenSignedIn signedOut={children} signedIn={<UserLinks labels={labels} signedOut={children} />} />
)

/** Phone: the server's login link (children), or the user's menu. */
export const HeaderMobileUserMenu = ({ labels, children }: { labels: UserLabels; children: ReactNode }) => (
  <WhenSignedIn signedOut={children} signedIn={<MobileUserMenu labels={labels} signedOut={children} />} />
)

/** The session-timeout warning, for signed-in users only. */
export const HeaderSessionTimeout = (props: { texts: SessionTimeoutTexts; signInHref: string }) => <WhenSignedIn signedIn={<SessionTimeout {...props} />} />
