import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { limitRequest } from '../../lib/security/rate-limit'
import en from '../../messages/en/api.json'
import ko from '../../messages/ko/api.json'

/** Five requests per client address an hour; RATE_LIMIT_FORGOT_PASSWORD overrides it. */
const FORGOT_PASSWORD_RULE = { limit: 5, windowSeconds: 3600 }

/**
 * Payload's forgot-password call (the admin's "Forgot password?") mails a reset link to whatever
 * account address it is given; without a limit anyone could flood an inbox, or our mail server, through it.
 */
export const limitPasswordResets: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const { allowed, retryAfterSeconds } = limitRequest(req as unknown as Request, 'forgot-password', FORGOT_PASSWORD_RULE)
  if (allowed) return args
  const messages = req.i18n?.language === 'en' ? en : ko
  throw new APIError(messages.api.tooManyRequests, 429, { retryAfterSeconds }, true)
}
