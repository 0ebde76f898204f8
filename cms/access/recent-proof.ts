import { APIError, type PayloadRequest } from 'payload'

import { askAgainHeaders, hasRecentProof } from '../../lib/auth/second-factor/recent-proof'
import { adminT } from '../admin-translations'

export const PROOF_REQUIRED_ERROR = 'ProofRequiredError'

/** A sensitive act refused for want of a recent code: 403, with the header the admin's dialog answers (cms/admin/ask-again.tsx). */
class ProofRequiredError extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
    // Named for the config's loggingLevels (an everyday question, not an error).
    this.name = PROOF_REQUIRED_ERROR
  }
}

const message = (req: PayloadRequest) => adminT(req.t)('secondFactorAgain:required')

/**
 * For an endpoint of a sensitive act (a whole resident number, an export): the 403 that asks for the code again, or
 * null when the request's session gave its second factor in the last ten minutes.
 */
export async function unlessRecentlyProven(req: PayloadRequest): Promise<Response | null> {
  if (await hasRecentProof(req)) return null
  return Response.json({ message: message(req), errors: [{ message: message(req) }] }, { status: 403, headers: askAgainHeaders() })
}

/**
 * For a hook on a sensitive act (deleting applications, another account's role): staff acting through the REST API
 * or the admin need a code from the last ten minutes. The server's own work (the Local API: retention, the import)
 * is not asked.
 */
export async function requireRecentProof(req: PayloadRequest): Promise<void> {
  if (!req.user || req.payloadAPI === 'local') return
  await askAgainUnlessProven(req)
}

/**
 * For a hook that has told staff's acts from the server's own already (a bulk read, through the REST API or the
 * admin's own views, which use the Local API with access control on): the 403 that asks for the code again, unless the
 * session gave it in the last ten minutes.
 */
export async function askAgainUnlessProven(req: PayloadRequest): Promise<void> {
  if (await hasRecentProof(req)) return
  askAgainHeaders(req)
  throw new ProofRequiredError(message(req))
}
