import type { ReactNode } from 'react'

import styles from './forms.module.css'

/** What a control needs to be tied to its label, its required mark and its error text. */
export type ControlProps = {
  id: string
  'aria-required'?: true
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type Props = {
  id: string
  label: string
  required?: boolean
  error?: string
  hint?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}

export const errorId = (id: string) => `${id}-error`

/** A labelled control with its optional hint and its server error underneath. */
export function Field({ id, label, required, error, hint, className, children }: Props) {
  const describedBy = [hint && `${id}-hint`, error && errorId(id)].filter(Boolean).join(' ')
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        ...(required && { 'aria-required': true }),
        ...(error && { 'aria-invalid': true }),
        ...(describedBy && { 'aria-describedby': describedBy }),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} text={error} />
    </div>
  )
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  )
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null
  return (
    <p id={id} className={styles.error}>
      {text}
    </p>
  )
}
