import { z } from 'zod'

import { CONTACT_TOPICS } from './topics'

/** Upper bounds of the contact form (characters, after trimming). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const

export type ContactFields = 'name' | 'email' | 'message' | 'topic'

/** A single line: control characters and runs of white space become one space (the name ends up in a mail subject). */
const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/[\p{Cc}\s]+/gu, ' ').trim() : undefined)

/** Free text: control characters other than tab and line breaks are dropped (PostgreSQL refuses NUL in text). */
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim() : undefined)

/** Anything that is not a string (a number, an array, null) counts as missing. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined)

const required = (missing: string) => z.string({ error: missing }).min(1, { error: missing })

/**
 * docs/api.md's contact rules. Every issue's message is a key of the `contactApi.errors` messages, so
 * the handler can say it in the request's language.
 */
export const contactSchema = z.object({
  name: z.preprocess(oneLine, required('nameRequired').max(CONTACT_LIMITS.name, { error: 'nameTooLong' })),
  email: z.preprocess(trimmed, required('emailRequired').max(CONTACT_LIMITS.email, { error: 'emailInvalid' }).pipe(z.email({ error: 'emailInvalid' }))),
  message: z.preprocess(text, required('messageRequired').max(CONTACT_LIMITS.message, { error: 'messageTooLong' })),
  topic: z.preprocess((value) => (value === undefined || value === '' ? 'general' : value), z.enum(CONTACT_TOPICS, { error: 'topicInvalid' })),
})

export type ContactMessage = z.infer<typeof contactSchema>

export type ContactValidation =
  | { ok: true; data: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactFields, { key: string; values?: Record<string, number> }>> }

/** Checks a request body; each field with a problem gets its first problem as a message key (and values for it). */
export function validateContact(body: Record<string, unknown>): ContactValidation {
  const result = contactSchema.safeParse(body)
  if (result.success) return { ok: true, data: result.data }
  const errors: Extract<ContactValidation, { ok: false }>['errors'] = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactFields
    if (errors[field]) continue
    const max = issue.message.endsWith('TooLong') && field !== 'topic' ? CONTACT_LIMITS[field] : undefined
    errors[field] = max === undefined ? { key: issue.message } : { key: issue.message, values: { max } }
  }
  return { ok: false, errors }
}
