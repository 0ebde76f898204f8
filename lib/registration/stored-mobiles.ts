import { toE164 } from './phone'

type StoredMobile = { id: number; mobile: string; nationality: string | null }

/**
 * The stored mobiles that read as a number, as E.164, for the migration that brings applications sent before phones
 * were kept so (cms/migrations/*\/…_mobile_e164.ts); a text that reads as no number stays as it was, as the legacy
 * import leaves it, and masking hides it whole.
 */
export function storedMobiles(rows: readonly StoredMobile[]): { id: number; mobile: string }[] {
  return rows.flatMap(({ id, mobile, nationality }) => {
    const e164 = toE164(mobile, nationality ?? undefined)
    return e164 && e164 !== mobile ? [{ id, mobile: e164 }] : []
  })
}
