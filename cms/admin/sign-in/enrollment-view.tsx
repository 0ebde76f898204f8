import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { Enrollment } from './enrollment'

/**
 * /admin/second-factor: the signed-in account sets up its authenticator app. An admin without a
 * second factor is sent here from every other admin page (required-steps.ts) and can do nothing
 * else until it is done (the access rules count such a staff member as no staff: cms/access/roles.ts).
 */
export function EnrollmentView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  if (!req.user) redirect(formatAdminURL({ adminRoute, path: '/login' }))
  const enrolled = Boolean((req.user as { twoFactorSince?: string | null }).twoFactorSince)
  return (
    <MinimalTemplate>
      <Enrollment apiBase={formatAdminURL({ apiRoute, path: '/users/second-factor' })} done={formatAdminURL({ adminRoute, path: '' }) || '/'} enrolled={enrolled} email={req.user.email} />
    </MinimalTemplate>
  )
}
