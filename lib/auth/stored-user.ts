import { useSyncExternalStore } from 'react'

import { markStorageReadable, storageReadable, subscribeToStorage } from '@/lib/browser/idle-storage'

/** What the browser keeps after a sign-in (docs/product.md "After sign-in": token, name, email, type), under localStorage `user`. */
export type StoredUser = { token: string; name: string; email: string; type: 'student' | 'professor' | 'editor' | 'admissions' | 'admin' }

const KEY = 'user'
const CHANGE = 'stored-user-change'

export function readStoredUser(): StoredUser | null {
  if (typeof window === 'undefined') return null
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as StoredUser | null
    return parsed && typeof parsed.token === 'string' && typeof parsed.name === 'string' ? parsed : null
  } catch {
    return null
  }
}

export function storeUser(user: StoredUser | null) {
  markStorageReadable()
  if (user) window.localStorage.setItem(KEY, JSON.stringify(user))
  else window.localStorage.removeItem(KEY)
  window.dispatchEvent(new Event(CHANGE))
}

let cached: { raw: string | null; user: StoredUser | null } = { raw: null, user: null }

function snapshot(): StoredUser | null {
  if (!storageReadable()) return null
  const raw = window.localStorage.getItem(KEY)
  if (raw !== cached.raw) cached = { raw, user: readStoredUser() }
  return cached.user
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE, onChange)
  const stopStorage = subscribeToStorage(onChange)
  return () => {
    window.removeEventListener(CHANGE, onChange)
    stopStorage()
  }
}

/** The signed-in user in a client component; null on the server, until the page's first idle moment, and when signed out. */
export const useStoredUser = (): StoredUser | null => useSyncExternalStore(subscribe, snapshot, () => null)
