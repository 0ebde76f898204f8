import type React from 'react'

/** `app/[locale]/layout.tsx` and Payload's admin render the document; this root only exists for `app/not-found.tsx`. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children
}
