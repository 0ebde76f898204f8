/**
 * Payload's errors, recognised by their shape rather than their class. The same class is loaded
 * more than once in a Next.js server (one copy per bundle layer), so `instanceof` is true only when
 * the thrower and the catcher happen to share a copy; a failed sign-in then surfaced as a 500.
 */
type PayloadErrorShape = { status: number; isOperational?: boolean; data?: unknown }

const isPayloadError = (error: unknown): error is Error & PayloadErrorShape =>
  error instanceof Error && typeof (error as Partial<PayloadErrorShape>).status === 'number' && (error as Partial<PayloadErrorShape>).isOperational === true

/** Payload refused a sign-in: wrong password, unknown or ineligible account, or a locked account (all 401). */
export const isSignInRefusal = (error: unknown): boolean => isPayloadError(error) && error.status === 401

export type FieldError = { path: string; message?: string }

/** The field errors of a Payload ValidationError (status 400 with `data.errors`), else null. */
export function validationErrors(error: unknown): FieldError[] | null {
  if (!isPayloadError(error) || error.status !== 400) return null
  const errors = (error.data as { errors?: unknown } | undefined)?.errors
  return Array.isArray(errors) ? errors.filter((item): item is FieldError => typeof item?.path === 'string') : null
}

/** Whether a ValidationError names one of `paths`. */
export const isValidationErrorOn = (error: unknown, paths: readonly string[]): boolean =>
  validationErrors(error)?.some(({ path }) => paths.includes(path)) ?? false
