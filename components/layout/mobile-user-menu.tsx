'use client'

import { useCallback, useState } from 'react'

import { Link } from '@/i18n/navigation'
import { useSignedInUser } from '@/lib/auth/use-signed-in-user'

import { DashboardLink } from './dashboard-link'
import styles from './mobile-nav.module.css'
import { useDismiss } from './use-dismiss'
import { useSignOut } from './use-sign-out'

const PersonIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5z" />
  </svg>
)

/** Mobile: a login link when signed out; a dropdown with the user's name, e-mail, area and sign-out when signed in. */
export function MobileUserMenu({ labels }: { labels: Record<'login' | 'userMenu' | 'dashboard' | 'logout', string> }) {
  const user = useSignedInUser()
  const signOut = useSignOut()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const { containerRef, toggleRef } = useDismiss<HTMLDivElement>(open, close)

  if (!user) {
    return (
      <Link href="/login" className={styles.iconButton}>
        <PersonIcon />
        <span className="visually-hidden">{labels.login}</span>
      </Link>
    )
  }
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
