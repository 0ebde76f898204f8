import { limitRequest, type RateLimitResult } from '../security/rate-limit'
import { countSignInFailure, signInAllowance } from './sign-in-budget'

/** Reset links one address may ask for in an hour (RATE_LIMIT_FORGOT_PASSWORD). */
const FORGOT_PASSWORD_RULE = { limit: 5, windowSeconds: 3600 }

/**
 * Counts a request for a reset link, from /api/forgot-password or Payload's own endpoint: refused when
 * the address has used up its sign-in budget or its reset links; otherwise it counts against both,
 * since asking for links is a way to probe accounts too.
 */
export async function limitResetLinkRequest(request: Request): Promise<RateLimitResult> {
  const allowance = await signInAllowance(request)
  if (!allowance.allowed) return allowance
  const limited = await limitRequest(request, 'forgot-password', FORGOT_PASSWORD_RULE)
  if (!limited.allowed) return limited
  await countSignInFailure(request)
  return limited
}
