import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type SanitizedConfig } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { isStaff } from '../../../lib/auth/staff'

/** Where in the admin an account may always be, whatever it must still do. */
const ALWAYS_OPEN = ['/logout', '/logout-inactivity', '/login']
export const PASSWORD_CHANGE_PATH = '/change-password'
export const ENROLLMENT_PATH = '/second-factor'

/**
 * Sends an account to what it must do first before any other admin page renders: change the password
 * the site generated for it, then (staff) set up its second factor. Such an admin counts as no admin in
 * the access rules until it has a second factor (cms/access/roles.ts), so Payload's own views (the
 * dashboard, the account page, ...) would be refused their reads and answer the error page instead.
 */
export async function redirectToRequiredStep(config: Promise<SanitizedConfig>, segments: string[] | undefined) {
  const path = `/${(segments ?? []).join('/')}`
  if (ALWAYS_OPEN.includes(path)) return
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const step = user?.passwordChangeRequired ? PASSWORD_CHANGE_PATH : isStaff(user) && !user?.twoFactorSince ? ENROLLMENT_PATH : null
  if (step && path !== step) redirect(formatAdminURL({ adminRoute: payload.config.routes.admin, path: step }))
}
