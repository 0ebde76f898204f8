/** An endpoint's JSON answer with its status. */
export const json = (body: Record<string, unknown>, status: number) => Response.json(body, { status })

/** A document id as written in a path or a body: digits only (`0x10`, `1e1` or ` 16` name no document). */
export function plainId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null
  return Number(value)
}
