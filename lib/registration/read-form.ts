import { FILE_FIELDS, type FileInput } from './file-rules'
import { TEXT_FIELDS } from './schema'

const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i

/** The multipart (or URL-encoded) form of a body; null when it is anything else or malformed. */
export async function parseForm(body: Uint8Array, contentType: string | null): Promise<FormData | null> {
  if (!contentType || !FORM_TYPES.test(contentType)) return null
  try {
    return await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return null
  }
}

const isEmptyFile = (value: FormDataEntryValue) => value instanceof File && value.size === 0 && value.name === ''

/**
 * The form's values as the rules read them: trimmed text (the password as typed), empty values
 * absent, unknown fields dropped. A file where text belongs, or text where a file belongs, is kept
 * for the rules to refuse.
 */
export function formValues(form: FormData | null): { text: Record<string, unknown>; files: Partial<Record<FileInput, unknown>> } {
  const text: Record<string, unknown> = {}
  for (const name of TEXT_FIELDS) {
    const value = form?.get(name)
    if (value === null || value === undefined || isEmptyFile(value)) continue
    const clean = typeof value === 'string' && name !== 'password' ? value.trim() : value
    if (clean !== '') text[name] = clean
  }
  const files: Partial<Record<FileInput, unknown>> = {}
  for (const input of Object.keys(FILE_FIELDS) as FileInput[]) {
    const value = form?.get(input)
    if (value === null || value === undefined || value === '' || (value instanceof File && value.size === 0)) continue
    files[input] = value
  }
  return { text, files }
}
