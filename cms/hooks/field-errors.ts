import type { AfterErrorHook } from 'payload'

type FieldErrors = { errors: { path: string; message: string }[] }

const fieldErrorsOf = (error: Error): FieldErrors | null => {
  const { data, status } = error as Error & { data?: unknown; status?: number }
  const errors = typeof data === 'object' && data !== null ? (data as Partial<FieldErrors>).errors : undefined
  return status === 400 && Array.isArray(errors) && errors.every((entry) => typeof entry?.path === 'string') ? (data as FieldErrors) : null
}

/**
 * Keeps the per-field messages of a refused save in the answer, as Payload's own ValidationError answer has
 * them. Payload recognises that error by `instanceof`, which fails in the built site (the class is loaded more
 * than once, and minified even to another name): the admin then got a bare "following fields are invalid"
 * toast instead of the reason under the field.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = fieldErrorsOf(error)
  if (!data || result?.errors?.[0]?.data) return
  return { response: { errors: [{ name: 'ValidationError', data, message: error.message }] } }
}
