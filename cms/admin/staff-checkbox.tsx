'use client'

import { CheckboxInput, FieldDescription, FieldError, RenderCustomComponent, useEditDepth, useField, useForm, withCondition } from '@payloadcms/ui'
import type { CheckboxFieldClientProps, CheckboxFieldValidation, Validate } from 'payload'
import { useCallback } from 'react'

/**
 * A checkbox field as Payload draws it, but with no developer's word for a tooltip: Payload's own gives its box the
 * field's name as `name` and so as `title` (hideFromEnglish, privacy.askCitizenshipNo: @payloadcms/ui fields/Checkbox,
 * 3.90), where the label beside it already says what it is. The form keeps the value by its path, not by the
 * box's name, so the box needs none. Set on every checkbox field by withStaffAdminView (staff-admin-view.ts).
 */
function StaffCheckboxField({ field, path: pathFromProps, readOnly, validate }: CheckboxFieldClientProps) {
  const { uuid } = useForm()
  const editDepth = useEditDepth()
  const required = field.required
  // As Payload's field does: its validation told whether the box is required.
  const validateRequired = useCallback<Validate>(
    (value: boolean | null | undefined, options) => (typeof validate === 'function' ? validate(value, { ...(options as Parameters<CheckboxFieldValidation>[1]), required }) : true),
    [validate, required],
  )
  const { customComponents: { AfterInput, BeforeInput, Description, Error, Label } = {}, disabled, path, setValue, showError, value } = useField<boolean>({
    potentiallyStalePath: pathFromProps,
    validate: validateRequired,
  })
  // The id Payload gives the field (its generateFieldID), which its label, tests and links point at.
  const id = `field-${path.replace(/\./g, '__')}${editDepth > 1 ? `-${editDepth}` : ''}${uuid ? `-${uuid}` : ''}`
  const locked = readOnly || disabled

  return (
    <div className={['field-type', 'checkbox', showError && 'error', field.admin?.className, value && 'checkbox--checked', locked && 'checkbox--read-only'].filter(Boolean).join(' ')}>
      <RenderCustomComponent CustomComponent={Error} Fallback={<FieldError path={path} showError={showError} />} />
      <CheckboxInput
        id={id}
        AfterInput={AfterInput}
        BeforeInput={BeforeInput}
        Label={Label}
        label={field.label}
        checked={Boolean(value)}
        onToggle={() => !locked && setValue(!value)}
        readOnly={locked}
        required={required}
      />
      <RenderCustomComponent CustomComponent={Description} Fallback={<FieldDescription description={field.admin?.description} path={path} />} />
    </div>
  )
}

export const StaffCheckbox = withCondition(StaffCheckboxField)
