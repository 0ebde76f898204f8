import type { AfterErrorHook } from 'payload'

type FieldErrors = { errors: { path: string; message: string }[] }

const fieldErrorsOf = (error: Error): FieldErrors | null => {
  const data = (error as Error & { data?: unknown }).data
  return error.name === 'ValidationError' && typeof data === 'object' && data !== null && Array.isArray((data as FieldErrors).errors) ? (data as FieldErrors) : null
}

/**
 * Keeps the per-field messages of a refused save in the answer. Payload adds them only for an error that is
 * an `instanceof` its own ValidationError, and the built site loads Payload's error classes more than once,
 * so the admin got a bare "following fields are invalid" toast instead of the reason under the field.
 */
export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = fieldErrorsOf(error)
  if (!data || result?.errors?.[0]?.data) return
  return { response: { errors: [{ name: error.name, data, message: error.message }] } }
}
