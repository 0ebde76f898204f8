import type { Setting } from '@/cms/payload-types'

import type { Locale, Settings } from '../api/types'
import type { SiteVerification } from '../seo/verification-code'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { mediaUrl } from './media'
import { payloadClient } from '../payload/client'
import type { AllLocales } from './query'
import { TAGS } from './tags'
import { isPlayableVideoAddress } from './video-address'

type SettingsDoc = AllLocales<Setting, 'schoolName' | 'schoolMessage' | 'street' | 'city'>

/**
 * Site settings; a never-saved global reads as empty strings, never as an error. A video address saved
 * before it was checked, and that no <video> can play, is left out so the home shows its poster.
 */
export const getSettings = cachedRead('settings', [TAGS.settings], async (locale: Locale): Promise<Settings> => {
  const payload = await payloadClient()
  const doc = (await payload.findGlobal({ slug: 'settings', locale: 'all', depth: 1, overrideAccess: false })) as unknown as SettingsDoc // Payload types a global read in one language
  return {
    home_video: mediaUrl(doc.homeVideo) || (isPlayableVideoAddress(doc.homeVideoUrl) ? doc.homeVideoUrl : ''),
    home_poster: mediaUrl(doc.homePoster, 'large'),
    school_name: pickText(doc.schoolName, locale),
    school_message: pickText(doc.schoolMessage, locale),
    street: pickText(doc.street, locale),
    city: pickText(doc.city, locale),
    postal_code: doc.postalCode ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
  }
})

/** The codes that prove to Naver, Google, Bing and Daum that the site is the school's (cms/globals/settings/site-verification.ts). */
export const getSiteVerification = cachedRead('site-verification', [TAGS.settings], async (): Promise<SiteVerification> => {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
  return { naver: doc.naverSiteVerification ?? null, google: doc.googleSiteVerification ?? null, bing: doc.bingSiteVerification ?? null, daum: doc.daumWebmasterTool ?? null }
})

/** The school's logo from the settings, or null for the site's own emblem. */
export const getLogo = cachedRead('logo', [TAGS.settings], async (): Promise<string | null> => {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'settings', depth: 1, overrideAccess: false })
  return mediaUrl(doc.logo) || null
})
