import type { Locale, Social } from '../api/types'
import { isSafeUrl } from '../security/safe-url'
import { cachedRead } from './cached'
import { pickText } from './localize'
import { findPublic } from './query'
import { TAGS } from './tags'

/** The school's social links, in admin-set order (an unsafe address stored before the rule is left out). */
export const getSocials = cachedRead('socials', [TAGS.socials], async (locale: Locale): Promise<Social[]> => {
  const result = await findPublic<'socials', 'name'>('socials', { sort: 'order', depth: 0 })
  return result.docs.filter((doc) => isSafeUrl(doc.url)).map((doc) => ({ id: doc.id, name: pickText(doc.name, locale), url: doc.url, class: doc.icon }))
})
