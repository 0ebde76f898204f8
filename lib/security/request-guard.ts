import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'
import { fromOwnScript } from './own-script'

/** State-changing calls of /api must come from this site's own scripts (./own-script.ts); anything else is refused with 403. */
export async function rejectForeignRequest(request: Request, locale: Locale) {
  return fromOwnScript(request.headers) ? null : errorResponse(locale, 403, 'forbidden')
}
