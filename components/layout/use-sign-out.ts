'use client'

import { useRouter } from '@/i18n/navigation'
import { lazyApi } from '@/lib/api/lazy-client'
import { storeUser } from '@/lib/auth/stored-user'

/** Ends the session on the server, forgets the stored user and goes home. */
export function useSignOut() {
  const router = useRouter()
  return async () => {
    // The browser forgets the user even when the server cannot be reached: signing out must always work locally.
    await lazyApi()
      .then((api) => api.post('logout'))
      .catch(() => undefined)
    storeUser(null)
    router.push('/')
  }
}
