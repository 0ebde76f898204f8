'use client'

import type { ReactNode } from 'react'

import { useSignedInUser } from '@/lib/auth/use-signed-in-user'

import { DashboardLink } from './dashboard-link'
import styles from './header.module.css'
import { useSignOut } from './use-sign-out'

/**
 * Desktop, loaded once a user has signed in (./signed-in-gate.tsx): the user's name (to their area) and a sign-out
 * button; the server's login link (`signedOut`) when the session has ended.
 */
export function UserLinks({ labels, signedOut }: { labels: Record<'logout', string>; signedOut: ReactNode }) {
  const user = useSignedInUser()
  const signOut = useSignOut()

  if (!user) return signedOut
  return (
    <>
      <DashboardLink type={user.type} className={styles.toolLink}>
        {user.name}
      </DashboardLink>
      <button type="button" className={styles.toolButton} onClick={signOut}>
        {labels.logout}
      </button>
    </>
  )
}
