import type { GroupField } from 'payload'

import { localizedText } from './localized-text'
import { urlField } from './url'

type Label = { ko: string; en: string }

/**
 * A button link staff choose: its text in both languages and an address, either a page of this site
 * (`/student-registration`, shown in the visitor's language) or a full `https://` address.
 */
export const linkField = (name: string, label: Label): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    localizedText('label', { ko: '버튼 문구', en: 'Button text' }, false),
    urlField('url', { ko: '주소', en: 'Address' }, 'site', {
      admin: { description: { ko: '사이트 안의 주소(/student-registration) 또는 https:// 로 시작하는 주소', en: 'A page of this site (/student-registration) or an https:// address' } },
    }),
  ],
})
