import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Locale routing is for pages only: the contract, Payload, its admin, assets, uploads and the root files
  // stay untouched. Other addresses with a dot (`/missing.txt`) go through it too, so they reach the
  // Korean site's 404 rather than a "locale" named `missing.txt`.
  matcher: ['/((?!api|cms-api|admin|sanctum|_next|_vercel|media|files|videos|images|fonts|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
}
