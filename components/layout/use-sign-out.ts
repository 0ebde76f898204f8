'use client'

import { useRouter } from '@/i18n/navigation'
import { lazyApi } from '@/lib/api/lazy-client'
import { readStoredUser, storeUser } from '@/lib/auth/stored-user'

/**
 * Forgets the stored user and goes home at once, then ends the session on the server with the token in hand: the
 * server may be slow to answer (a sign-out waits for the account's other sign-ins there), and signing out must show
 * at once and work even when the server cannot be reached.
 */
export function useSignOut() {
  const router = useRouter()
  return () => {
    const token = readStoredUser()?.token
    storeUser(null)
    router.push('/')
    if (!token) return
    void lazyApi()
      .then((api) => api.post('logout', { headers: { Authorization: `Bearer ${token}` } }))
      .catch(() => undefined)
  }
}
