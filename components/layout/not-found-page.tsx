import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { NotFoundContent } from './not-found-content'

function ThrowNotFound(): never {
  notFound()
}

/**
 * The 404 of an address that names nothing. A notFound() thrown straight from a page reaches the HTML as an
 * empty document in a production build (vercel/next.js#98295): the message would exist only for JavaScript.
 * Thrown inside a Suspense boundary while the page is prerendered, it still makes the answer a 404, and the
 * boundary's fallback, the localized message, is in the server's HTML; in the browser the not-found boundary
 * takes over with the same message.
 */
export function NotFoundPage() {
  return (
    <Suspense fallback={<NotFoundContent />}>
      <ThrowNotFound />
    </Suspense>
  )
}
