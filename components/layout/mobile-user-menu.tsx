'use client'

import { useCallback, useState, type ReactNode } from 'react'

import { useSignedInUser } from '@/lib/auth/use-signed-in-user'

import { DashboardLink } from './dashboard-link'
import styles from './mobile-nav.module.css'
import { PersonIcon } from './person-icon'
import { useDismiss } from './use-dismiss'
import { useSignOut } from './use-sign-out'

/**
 * Phone, loaded once a user has signed in (./signed-in-gate.tsx): a dropdown with the user's name, e-mail, area and
 * sign-out; the server's login link (`signedOut`) when the session has ended.
 */
export function MobileUserMenu({ labels, signedOut }: { labels: Record<'userMenu' | 'dashboard' | 'logout', string>; signedOut: ReactNode }) {
  const user = useSignedInUser()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const { containerRef, toggleRef } = useDismiss<HTMLDivElement>(open, close)

  if (!user) return signedOut
  return (
    <div ref={containerRef} className={styles.userMenu}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls="mobile-user-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
        <span className="visually-hidden">{labels.userMenu}</span>
      </button>
      <div id="mobile-user-menu" className={styles.userPanel} hidden={!open}>
        <p className={styles.userName}>{user.name}</p>
        <p className={styles.userEmail}>{user.email}</p>
        <DashboardLink type={user.type} className={styles.userAction}>
          {labels.dashboard}
        </DashboardLink>
        <button type="button" className={styles.userAction} onClick={signOut}>
          {labels.logout}
        </button>
      </div>
    </div>
  )
}
