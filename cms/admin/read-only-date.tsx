'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { staffDateTime } from '../../lib/format/dates'

/**
 * A date the server alone writes (when two-step sign-in was set up), shown as text: Payload's date field, read-only,
 * still draws a picker's box with a ✕ that seems to clear it.
 */
export function ReadOnlyDate({ field, path }: DateFieldClientProps) {
  const { value } = useField<string | null>({ path: path ?? field.name })
  const text = value ? staffDateTime(value) : ''
  return (
    <div className="field-type">
      <FieldLabel label={field.label} path={path} />
      <p id={`field-${field.name}`}>{text || '—'}</p>
      <FieldDescription description={field.admin?.description} path={path ?? field.name} />
    </div>
  )
}
