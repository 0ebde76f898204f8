import type { TextField, TextFieldSingleValidation } from 'payload'

import { adminT } from '../../admin-translations'
import { fillSlug } from './fill-slug'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// While typing, the value is not tidied yet: only a slug with nothing Latin in it is worth a warning.
const validateSlug: TextFieldSingleValidation = (value, { req, event }) =>
  !value || (event === 'onChange' ? /[a-z0-9]/i.test(value) : SLUG_PATTERN.test(value)) || adminT(req.t)('values:slugShape')

/**
 * The address segment of a page (`/news/open-day-2027`): filled from the title when left empty (./fill-slug.ts),
 * changeable by staff.
 */
export const slugField = ({ unique = true }: { unique?: boolean } = {}): TextField => ({
  name: 'slug',
  label: { ko: '주소 이름', en: 'Address name (slug)' },
  type: 'text',
  required: true,
  unique,
  index: true,
  validate: validateSlug,
  hooks: { beforeValidate: [fillSlug(unique)] },
  admin: {
    position: 'sidebar',
    // Required in the database, but filled when left empty: no star.
    components: { Label: '/cms/admin/optional-label#OptionalLabel' },
    description: {
      ko: '페이지 주소의 끝부분입니다. 비워 두면 저장할 때 제목으로 만듭니다: 제목의 영문과 숫자를 소문자와 하이픈으로 (예: "Open Day 2027" → open-day-2027), 제목에 영문이 없으면 오늘 날짜와 번호로 (예: 2026-11-25-1). 직접 고칠 수 있으며 영문 소문자, 숫자, 하이픈만 쓸 수 있습니다.',
      en: 'The end of the page’s address. Left empty, it is made from the title when you save: its Latin letters and digits in lower case with dashes ("Open Day 2027" → open-day-2027), or today’s date and a number when the title has no Latin letters (2026-11-25-1). You may change it; use lower-case letters, digits and dashes only.',
    },
  },
})
