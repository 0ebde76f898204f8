import { useEffect } from 'react'
import useSWR from 'swr'

import { lazyApi } from '../api/lazy-client'
import type { ItemEnvelope, SignedInUser } from '../api/types'
import { storeUser, useStoredUser, type StoredUser } from './stored-user'

/**
 * The account the stored token signs in, as the server says now; null once it answers 401 (the session is over). Only
 * a look (`Session-Peek`): the header's own reads do not keep a staff session from ending unused (lib/auth/idle-sessions.ts).
 */
async function readSession(): Promise<SignedInUser | null> {
  try {
    return (await (await lazyApi()).get('user', { headers: { 'Session-Peek': '1' } }).json<ItemEnvelope<SignedInUser>>()).data
  } catch (error) {
    // ky's HTTPError, named rather than imported: ky stays out of the script every page starts with (lazyApi).
    if ((error as { name?: string; response?: Response }).name === 'HTTPError' && (error as { response: Response }).response.status === 401) return null
    throw error
  }
}

/**
 * The signed-in user for the header: the one the browser stored at sign-in, read again through swr when the page
 * loads and whenever its tab regains focus. A session ended elsewhere (signed out on another device, timed out, the
 * account disabled) signs the page out without a reload; a network failure keeps what the browser knows.
 */
export function useSignedInUser(): StoredUser | null {
  const stored = useStoredUser()
  const { data } = useSWR(stored ? ['user', stored.token] : null, readSession, { revalidateOnFocus: true, shouldRetryOnError: false })
  const ended = stored !== null && data === null
  useEffect(() => {
    if (ended) storeUser(null)
  }, [ended])
  if (!stored || ended) return null
  return data ? { ...stored, name: data.name, email: data.email, type: data.type } : stored
}
