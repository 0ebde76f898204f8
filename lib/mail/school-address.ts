import type { Payload } from 'payload'

/** Where mail for the school's staff goes: the e-mail in the site settings, else SCHOOL_EMAIL; null when neither is set. */
export async function schoolAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return settings.email?.trim() || process.env.SCHOOL_EMAIL?.trim() || null
}
