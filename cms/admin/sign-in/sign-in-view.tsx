import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { adminT } from '../../admin-translations'
import { SignInForm } from './sign-in-form'
import { IDLE_REASON } from './sign-in-reasons'

/**
 * The admin's sign-in page, in place of Payload's (whose form has only e-mail and password): the
 * same address and redirect, with the code of the account's authenticator app.
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { admin: adminRoute, api: apiRoute } = req.payload.config.routes
  const redirectTo = getSafeRedirect({ fallbackTo: adminRoute, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (req.user) redirect(redirectTo)
  return (
    <SignInForm
      action={formatAdminURL({ apiRoute, path: `/${req.payload.config.admin.user}/login` })}
      forgotHref={formatAdminURL({ adminRoute, path: req.payload.config.admin.routes.forgot })}
      redirectTo={redirectTo}
      notice={searchParams?.reason === IDLE_REASON ? adminT(req.t)('sessionTimeout:signedOut') : undefined}
    />
  )
}
