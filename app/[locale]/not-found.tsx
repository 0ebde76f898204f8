import { NotFoundContent } from '@/components/layout/not-found-content'

/** A 404 outside the site layout (e.g. under the login page): the same message without header and footer. */
export default function LocaleNotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundContent />
    </main>
  )
}
