'use client'

import { FieldDescription, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'

import { isStaff } from '../../lib/auth/staff'
import { adminT } from '../admin-translations'

/**
 * The staff password rule (lib/auth/password-policy.ts) under the password fields of a staff account: read before a
 * password is chosen, not only in the refusal. Payload's own password field (its edit view's Auth) takes no
 * description, so this `ui` field carries it.
 */
export function PasswordRule({ path }: UIFieldClientProps) {
  const { t } = useTranslation()
  const type = useFormFields(([fields]) => fields.type?.value)
  if (!isStaff({ type: typeof type === 'string' ? type : null })) return null
  return <FieldDescription description={adminT(t)('password:rule')} path={path} />
}
