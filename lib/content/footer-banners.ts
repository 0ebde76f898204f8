import type { FooterBanner } from '../api/types'
import { isSafeUrl } from '../security/safe-url'
import { cachedRead } from './cached'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { TAGS } from './tags'

/** The banners above the footer, in admin-set order (an unsafe link stored before the rule is left out). */
export const getFooterBanners = cachedRead('footer-banners', [TAGS.footerBanners], async (): Promise<FooterBanner[]> => {
  const result = await findPublic('footer-banners', { sort: 'order' })
  return result.docs.filter((doc) => isSafeUrl(doc.link)).map((doc) => ({ id: doc.id, link: doc.link, image: mediaUrl(doc.image, 'card') }))
})
