import { whenIdle } from './when-idle'

let readable = false

/**
 * Whether a client component may read localStorage yet: from the page's first idle moment on. A page's first
 * storage access, and a `storage` listener, are synchronous calls to the browser process (0.7-10 ms each on the
 * bench machine); made as the page hydrated, the header's signed-in check and the home popups' saved choices
 * took 8 ms of the home page's 37 ms of hydration work. Until then components render as on the server.
 */
export const storageReadable = () => readable

/** Marks storage readable at once, for code that has just written it (a sign-in). */
export function markStorageReadable() {
  readable = true
}

/**
 * A useSyncExternalStore subscription to localStorage: `onChange` runs at the page's first idle moment, when reading
 * becomes allowed, and whenever another tab changes storage after it.
 */
export function subscribeToStorage(onChange: () => void): () => void {
  let listening = false
  // Without idle callbacks, the next task will do: a signed-in visitor's name should not wait a second and a half.
  const cancel = whenIdle(() => {
    readable = true
    listening = true
    window.addEventListener('storage', onChange)
    onChange()
  }, 0)
  return () => {
    cancel()
    if (listening) window.removeEventListener('storage', onChange)
  }
}
