'use client'

import { FieldLabel } from '@payloadcms/ui'
import type { TextFieldLabelClientComponent } from 'payload'

/**
 * The label of a field the server fills when left empty (the slug): required in the database, so Payload marks it
 * with a star, but nothing staff must type.
 */
export const OptionalLabel: TextFieldLabelClientComponent = ({ field, path }) => <FieldLabel label={field?.label} localized={field?.localized} path={path} required={false} />
