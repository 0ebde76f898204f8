import type { Payload } from 'payload'

import type { Setting } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { cachedRead } from '../content/cached'
import { pickText } from '../content/localize'
import type { AllLocales } from '../content/query'
import { TAGS } from '../content/tags'
import { payloadClient } from '../payload/client'

export type PrivacyOfficer = { name: string; position: string; phone: string; email: string }
export type PrivacySettings = { askCitizenshipNo: boolean; legalBasis: string; officer: PrivacyOfficer }

type PrivacyDoc = AllLocales<NonNullable<Setting['privacy']>, 'citizenshipNoLegalBasis' | 'officerName' | 'officerPosition'>

/**
 * Whether the application form asks for the resident number (only with a legal basis, PIPA Art. 24-2).
 * Read fresh: the server decides by it what it requires and stores.
 */
export async function asksCitizenshipNo(payload: Payload): Promise<boolean> {
  const doc = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  return doc.privacy?.askCitizenshipNo === true
}

/** The personal data settings in one language, for the pages (the form, the privacy policy). */
export const getPrivacySettings = cachedRead('privacy-settings', [TAGS.settings], async (locale: Locale): Promise<PrivacySettings> => {
  const payload = await payloadClient()
  const doc = (await payload.findGlobal({ slug: 'settings', locale: 'all', depth: 0, overrideAccess: true })) as unknown as { privacy?: PrivacyDoc } // Payload types a global read in one language
  const privacy = doc.privacy ?? ({} as PrivacyDoc)
  return {
    askCitizenshipNo: privacy.askCitizenshipNo === true,
    legalBasis: pickText(privacy.citizenshipNoLegalBasis, locale),
    officer: {
      name: pickText(privacy.officerName, locale),
      position: pickText(privacy.officerPosition, locale),
      phone: privacy.officerPhone ?? '',
      email: privacy.officerEmail ?? '',
    },
  }
})
