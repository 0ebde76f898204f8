import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { slugField } from '../fields/slug'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { reindexSubMenus } from '../hooks/search-index'

/** Top-level navigation entries; their sub-menus hold the pages. */
export const Menus: CollectionConfig = {
  slug: 'menus',
  labels: { singular: { ko: '메뉴', en: 'Menu' }, plural: { ko: '메뉴', en: 'Menus' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order', 'visible'], group: { ko: '메뉴와 페이지', en: 'Menus and pages' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite('menus'),
  hooks: { ...revalidateOnChange('menus', 'pages'), afterChange: [...revalidateOnChange('menus', 'pages').afterChange, reindexSubMenus] },
  fields: [
    localizedText('name', { ko: '메뉴 이름', en: 'Menu name' }),
    slugField(),
    orderField,
    visibleField,
    {
      name: 'subMenus',
      label: { ko: '하위 메뉴', en: 'Sub-menus' },
      type: 'join',
      collection: 'sub-menus',
      on: 'menu',
      defaultSort: 'order',
    },
  ],
}
