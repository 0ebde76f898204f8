import { NextIntlClientProvider, type Messages } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

type Props = { namespaces: (keyof Messages)[]; children: React.ReactNode }

/**
 * Hands the client components inside it the interface texts of `namespaces` only. Without a `messages`
 * prop next-intl serializes every text of the language into each page's flight data (22 KB of Korean
 * on every page), though the browser's islands read a few namespaces. Providers do not merge: an
 * island gets exactly the namespaces its nearest provider names.
 */
export async function ClientMessages({ namespaces, children }: Props) {
  const messages = await getMessages()
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]))
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>
}
