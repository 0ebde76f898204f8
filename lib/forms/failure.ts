import { HTTPError } from 'ky'

import type { ErrorBody } from '../api/types'

/** A refused form submission: the HTTP status, the server's message and the first error text of each field. */
export type Failure = { status: number; message: string; errors: Record<string, string> }

/** Reads a docs/api.md error body (`{message, errors: {field: [text]}}`); anything else gives no texts. */
export function toFailure(status: number, body: unknown): Failure {
  const { message, errors } = (body && typeof body === 'object' ? body : {}) as Partial<ErrorBody>
  const fields: Record<string, string> = {}
  if (errors && typeof errors === 'object') {
    for (const [field, texts] of Object.entries(errors)) if (Array.isArray(texts) && texts[0]) fields[field] = String(texts[0])
  }
  return { status, message: typeof message === 'string' ? message : '', errors: fields }
}

/** The failure behind a rejected ky call; a network error has status 0. */
export async function readFailure(error: unknown): Promise<Failure> {
  if (!(error instanceof HTTPError)) return toFailure(0, null)
  const body: unknown = await error.response.json().catch(() => null)
  return toFailure(error.response.status, body)
}
