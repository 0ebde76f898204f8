'use client'

import { useEffect, type RefObject } from 'react'

/** What a form marks as its error summary (a message not tied to one field); it takes the focus with `tabIndex={-1}`. */
export const ERROR_SUMMARY = { 'data-error-summary': true, tabIndex: -1 } as const

/**
 * After a refused submit the focus goes to the first field in error, or else to the form's error summary (KWCAG 3.3.1),
 * once they are drawn: a screen reader then reads the field with its message. `refusal` is a new value per refusal.
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, refusal: unknown) {
  useEffect(() => {
    if (refusal) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-summary]')?.focus()
  }, [form, refusal])
}
