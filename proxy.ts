import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Locale routing is for pages only: the contract, Payload, its admin, assets and uploads stay untouched.
  matcher: ['/((?!api|cms-api|admin|sanctum|_next|_vercel|media|files|videos|images|fonts|.*\\..*).*)'],
}
