import type { Payload } from 'payload'

import { seedAccounts } from './accounts'
import { fromText } from './lexical'
import { MENU_TREE } from './menu-tree'
import { privacyPolicy, seedConsentNotices } from './privacy'
import { privacyPolicyTemplate } from './privacy-policy-template'
import { ensureDocument } from './upsert'

/**
 * A real school's first start (DEMO_CONTENT=off): the structure of the site without invented content. The first
 * admin, the menus and sub-menus every route needs (with empty pages), the privacy policy with its blanks marked,
 * the consent notices the forms show (generic legal texts, to be reviewed), and nothing else: the settings stay
 * empty for the setup checklist on the admin's dashboard (lib/setup/checklist.ts).
 */
export async function seedStructure(payload: Payload) {
  await seedAccounts(payload)
  for (const [menuIndex, menu] of MENU_TREE.entries()) {
    const menuDoc = await ensureDocument(payload, 'menus', { slug: { equals: menu.slug } }, { name: menu.name.ko, slug: menu.slug, order: menuIndex + 1, visible: true }, { name: menu.name.en })
    for (const [subIndex, sub] of menu.subMenus.entries()) {
      await ensureDocument(
        payload,
        'sub-menus',
        { and: [{ menu: { equals: menuDoc.id } }, { slug: { equals: sub.slug } }] },
        { menu: menuDoc.id, name: sub.name.ko, slug: sub.slug, order: subIndex + 1, visible: true, title: sub.name.ko },
        { name: sub.name.en, title: sub.name.en },
      )
    }
  }
  const policy = privacyPolicyTemplate()
  await ensureDocument(
    payload,
    'static-pages',
    { slug: { equals: 'privacy-policy' } },
    { slug: 'privacy-policy', title: privacyPolicy().title.ko, content: fromText(policy.ko), visible: true },
    { title: privacyPolicy().title.en, content: fromText(policy.en) },
  )
  await seedConsentNotices(payload)
}
