import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** False on the server and while React takes over the server's HTML; true in every render after. */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeToNothing, () => true, () => false)
