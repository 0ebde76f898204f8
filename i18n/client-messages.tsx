import { NextIntlClientProvider, type Messages } from 'next-intl'
import type React from 'react'

import { clientTexts } from './client-texts'

type Props = { namespaces: (keyof Messages)[]; children: React.ReactNode }

/**
 * Hands the client components inside it the interface texts of `namespaces` only (clientTexts). Providers do not
 * merge: an island gets exactly the namespaces its nearest provider names.
 */
export async function ClientMessages({ namespaces, children }: Props) {
  return <NextIntlClientProvider {...await clientTexts(namespaces)}>{children}</NextIntlClientProvider>
}
