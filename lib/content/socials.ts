import type { Locale, Social } from '../api/types'
import { isSafeUrl } from '../security/safe-url'
import { cachedRead } from './cached'
import { pickText, type Localized } from './localize'
import { findPublic } from './query'
import { TAGS } from './tags'

type SocialDoc = { id: number; name: Localized<string>; url: string; icon: string }

/** The school's social links, in admin-set order (an unsafe address stored before the rule is left out). */
export const getSocials = cachedRead('socials', [TAGS.socials], async (locale: Locale): Promise<Social[]> => {
  const result = await findPublic('socials', { sort: 'order', depth: 0 })
  return (result.docs as unknown as SocialDoc[]).filter((doc) => isSafeUrl(doc.url)).map((doc) => ({ id: doc.id, name: pickText(doc.name, locale), url: doc.url, class: doc.icon }))
})
