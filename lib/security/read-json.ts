import type { Locale } from '../api/types'
import { errorResponse } from '../api/responses'
import { JSON_BODY_LIMIT } from './body-limits'
import { readBodyWithin } from './read-body'


export type JsonRead = { body: Record<string, unknown>; refused?: undefined } | { refused: Response }

/**
 * The request's JSON object body (an empty object when it is missing, malformed or not an object),
 * or the 413 answer to send when it is longer than `limit`: read as a stream, so a huge body is
 * refused before it is held in memory.
 */
export async function readJsonObject(request: Request, locale: Locale, limit = JSON_BODY_LIMIT): Promise<JsonRead> {
  const bytes = await readBodyWithin(request, limit)
  if (!bytes) return { refused: await errorResponse(locale, 413, 'tooLarge') }
  try {
    const body: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'))
    return { body: body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {} }
  } catch {
    return { body: {} }
  }
}
