import type { PayloadRequest } from 'payload'

/** An endpoint's JSON body as an object of fields; `{}` when it is missing, not JSON or not an object. */
export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await req.json?.()
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
