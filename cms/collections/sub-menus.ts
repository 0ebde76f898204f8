import type { CollectionConfig } from 'payload'

import { visibleReadStaffWrite } from '../access/staff-rules'
import { localizedText } from '../fields/localized-text'
import { orderField } from '../fields/order'
import { pictureField } from '../fields/picture'
import { richText } from '../fields/rich-text'
import { slugField } from '../fields/slug'
import { visibleField } from '../fields/visible'
import { revalidateOnChange } from '../hooks/revalidate'
import { indexedForSearch } from '../hooks/search-index'

/** A sub-menu is also the page it opens: its title, description and search-engine text. */
export const SubMenus: CollectionConfig = {
  slug: 'sub-menus',
  labels: { singular: { ko: '하위 메뉴(페이지)', en: 'Sub-menu (page)' }, plural: { ko: '하위 메뉴(페이지)', en: 'Sub-menus (pages)' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'menu', 'slug', 'order', 'visible'], group: { ko: '메뉴와 페이지', en: 'Menus and pages' } },
  defaultSort: 'order',
  access: visibleReadStaffWrite('sub-menus'),
  hooks: indexedForSearch('sub-menus', revalidateOnChange('menus', 'pages')),
  indexes: [{ fields: ['menu', 'slug'], unique: true }],
  fields: [
    { name: 'menu', label: { ko: '상위 메뉴', en: 'Menu' }, type: 'relationship', relationTo: 'menus', required: true, index: true },
    localizedText('name', { ko: '메뉴 이름', en: 'Menu name' }),
    slugField({ unique: false }),
    orderField,
    visibleField,
    localizedText('title', { ko: '페이지 제목', en: 'Page title' }),
    richText({ name: 'description', label: { ko: '페이지 내용', en: 'Page content' } }),
    {
      name: 'meta',
      label: { ko: '검색 엔진', en: 'Search engines' },
      type: 'group',
      fields: [
        localizedText('title', { ko: '검색 제목', en: 'Meta title' }, false),
        { name: 'description', label: { ko: '검색 설명', en: 'Meta description' }, type: 'textarea', localized: true, maxLength: 300 },
        pictureField('image', { ko: '공유 사진', en: 'Sharing picture' }, {
          ko: '카카오톡, 네이버, 페이스북에 이 페이지 링크를 보낼 때 카드에 보이는 사진입니다(가로 1200px 이상). 비워 두면 학교 기본 사진이 쓰입니다.',
          en: 'The picture on the card when this page is shared on KakaoTalk, Naver or Facebook (1200 px wide or more). Empty: the school’s default picture.',
        }),
      ],
    },
  ],
}
