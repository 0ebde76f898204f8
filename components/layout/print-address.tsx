'use client'

import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const currentAddress = () => window.location.href
const noAddress = () => null

/** The page's full address for the printed page; read in the browser, which knows the origin the visitor used. */
export function PrintAddress() {
  const address = useSyncExternalStore(noSubscription, currentAddress, noAddress)
  return address && <span>{address}</span>
}
