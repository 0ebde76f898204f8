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

/** Payload refused a password reset token: unknown, used already or expired (403). */
export const isRefusedResetToken = (error: unknown): boolean => isPayloadError(error) && error.status === 403

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

/**
 * What may be logged of an error from a write: its kind, the database's error code and the first
 * line of its message. Database drivers put the statement's values (a password hash, an applicant's
 * personal data) into the message after "params:" and into the error's other fields.
 */
export function loggableError(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: 'not an Error' }
  const cause = error.cause as { code?: unknown } | undefined
  const code = [(error as { code?: unknown }).code, cause?.code].find((value): value is string => typeof value === 'string')
  const message = error.message.split(/\n|\bparams:/)[0].slice(0, 300)
  return code ? { name: error.name, code, message } : { name: error.name, message }
}
