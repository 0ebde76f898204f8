'use client'

import { PasswordField, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/**
 * The current password, asked beside the new one on one's own account page while its password is being changed
 * (Payload's 비밀번호 변경 adds the form's `password`): the server refuses one's own new password without it
 * (cms/collections/users/hooks/current-password.ts).
 */
export function CurrentPassword({ field, path }: TextFieldClientProps) {
  const changing = useFormFields(([fields]) => Boolean(fields.password))
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  if (!changing || id === undefined || String(id) !== String(user?.id)) return null
  return <PasswordField field={{ ...field, required: true }} path={path ?? field.name} autoComplete="current-password" />
}
