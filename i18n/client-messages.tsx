import { NextIntlClientProvider, type Messages } from 'next-intl'
import type React from 'react'

import { clientTexts } from './client-texts'

type Props = { namespaces: (keyof Messages)[]; children: React.ReactNode }

/**
 * Hands the client components inside it the interface texts of `namespaces` only (clientTexts). Providers do not
 * merge: an island gets exactly the namespaces its nearest provider names.
 */
export async function ClientMessages({ namespaces, children }: Props) {
  const { messages } = await clientTexts(namespaces)
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
}
