import type { Payload } from 'payload'

import { ACCESSIBILITY_STATEMENT } from './accessibility'
import { demoImage } from './assets'
import { fromText } from './lexical'
import { MENU_TREE } from './menu-tree'
import { privacyPolicy } from './privacy'
import { ensureDocument, seedContext } from './upsert'

const STATIC_PAGES = [
  { slug: 'privacy-policy', ...privacyPolicy() },
  { slug: 'accessibility', ...ACCESSIBILITY_STATEMENT },
  {
    slug: 'terms-of-use',
    title: { ko: '이용약관', en: 'Terms of Use' },
    content: {
      ko: '## 이용약관\n\n이 사이트의 콘텐츠는 교육 목적으로 제공되며, 무단 복제와 배포를 금합니다.',
      en: '## Terms of use\n\nThe content of this site is offered for education; copying or redistribution without permission is not allowed.',
    },
  },
]

export async function seedNavigation(payload: Payload) {
  for (const [menuIndex, menu] of MENU_TREE.entries()) {
    const menuDoc = await ensureDocument(
      payload,
      'menus',
      { slug: { equals: menu.slug } },
      { name: menu.name.ko, slug: menu.slug, order: menuIndex + 1, visible: true },
      { name: menu.name.en },
    )
    for (const [subIndex, sub] of menu.subMenus.entries()) {
      const body = sub.body ?? { ko: `${sub.name.ko} 페이지입니다.`, en: `This is the ${sub.name.en} page.` }
      await ensureDocument(
        payload,
        'sub-menus',
        { and: [{ menu: { equals: menuDoc.id } }, { slug: { equals: sub.slug } }] },
        {
          menu: menuDoc.id,
          name: sub.name.ko,
          slug: sub.slug,
          order: subIndex + 1,
          visible: true,
          title: sub.name.ko,
          description: fromText(body.ko),
          meta: { description: `${menu.name.ko} · ${sub.name.ko}` },
        },
        { name: sub.name.en, title: sub.name.en, description: fromText(body.en), meta: { description: `${menu.name.en} · ${sub.name.en}` } },
      )
    }
  }
  for (const page of STATIC_PAGES) {
    await ensureDocument(
      payload,
      'static-pages',
      { slug: { equals: page.slug } },
      { slug: page.slug, title: page.title.ko, content: fromText(page.content.ko), visible: true },
      { title: page.title.en, content: fromText(page.content.en) },
    )
  }
}

/**
 * The pages' own sharing pictures (the departments'). Added after the rest of the demo content, like the home poster,
 * so the media added before keep their ids.
 */
export async function seedPagePictures(payload: Payload) {
  for (const menu of MENU_TREE) {
    for (const [index, sub] of menu.subMenus.entries()) {
      if (!sub.picture) continue
      const { docs } = await payload.find({ collection: 'sub-menus', where: { slug: { equals: sub.slug } }, locale: 'ko', depth: 0, limit: 1, overrideAccess: true })
      const page = docs[0]
      if (!page || page.meta?.image) continue
      const image = await demoImage(payload, `page-${sub.slug}`, sub.picture, index)
      await payload.update({ collection: 'sub-menus', id: page.id, data: { meta: { ...page.meta, image } }, locale: 'ko', overrideAccess: true, context: seedContext() })
    }
  }
}
