import { rateLimitKey, rateRuleFor, sharedRateLimiter, type RateLimitResult } from '../security/rate-limit'

/**
 * Failed sign-ins one client address may make (RATE_LIMIT_LOGIN): many would be someone trying
 * passwords on many accounts. Every sign-in endpoint shares it: /api/login, Payload's /cms-api/users/login
 * (the admin's sign-in) and the forgot-password calls. Each account also locks itself after five
 * failures (cms/collections/users/).
 */
const FAILED_SIGN_IN_RULE = { limit: 20, windowSeconds: 600 }

const budgetKey = (request: Request) => rateLimitKey(request, 'login')
const rule = () => rateRuleFor('login', FAILED_SIGN_IN_RULE)

/** Whether the request's address may still try to sign in (nothing is counted). */
export const signInAllowance = (request: Request): Promise<RateLimitResult> => sharedRateLimiter().peek(budgetKey(request), rule())

/** Counts one failed (or reset) attempt against the request's address. */
export const countSignInFailure = (request: Request): Promise<RateLimitResult> => sharedRateLimiter().hit(budgetKey(request), rule())
