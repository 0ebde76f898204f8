import { MinimalTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { PasswordChange } from './password-change'

/**
 * /admin/change-password: the signed-in account chooses a new password. An account whose password the
 * site generated is sent here from every other admin page (required-steps.ts) until it has.
 */
export function PasswordChangeView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  if (!req.user) redirect(formatAdminURL({ adminRoute, path: '/login' }))
  return (
    <MinimalTemplate>
      <PasswordChange
        action={formatAdminURL({ apiRoute, path: '/users/change-password' })}
        done={formatAdminURL({ adminRoute, path: '' }) || '/'}
        email={req.user.email}
        required={Boolean(req.user.passwordChangeRequired)}
        askedAgain={Boolean(req.user.twoFactorSince)}
      />
    </MinimalTemplate>
  )
}
