'use client'

import { Link } from '@/i18n/navigation'
import { useSignedInUser } from '@/lib/auth/use-signed-in-user'

import { DashboardLink } from './dashboard-link'
import styles from './header.module.css'
import { useSignOut } from './use-sign-out'

/** Desktop: a login link when signed out; the user's name (to their area) and a sign-out button when signed in. */
export function UserLinks({ labels }: { labels: Record<'login' | 'logout', string> }) {
  const user = useSignedInUser()
  const signOut = useSignOut()

  if (!user) {
    return (
      <Link href="/login" className={styles.toolLink}>
        {labels.login}
      </Link>
    )
  }
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
