import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { limitRequest } from '../../lib/security/rate-limit'

/** Five requests per client address an hour; RATE_LIMIT_FORGOT_PASSWORD overrides it. */
const FORGOT_PASSWORD_RULE = { limit: 5, windowSeconds: 3600 }

/**
 * Payload's forgot-password call (the admin's "Forgot password?") mails a reset link to whatever
 * account address it is given; without a limit anyone could flood an inbox, or our mail server, through it.
 */
export const limitPasswordResets: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword') return args
  const { allowed, retryAfterSeconds } = limitRequest(req as unknown as Request, 'forgot-password', FORGOT_PASSWORD_RULE)
  if (allowed) return args
  // Imported when needed, as in the applications' endpoints: the scripts that load this config run outside Next.js.
  const { getTranslations } = await import('next-intl/server')
  const t = await getTranslations({ locale: req.i18n?.language === 'en' ? 'en' : 'ko', namespace: 'api' })
  throw new APIError(t('tooManyRequests'), 429, { retryAfterSeconds }, true)
}
