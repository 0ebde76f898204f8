import type { CheckboxField } from 'payload'

/**
 * A document without an English title is listed on the English pages under its Korean title, marked "Korean";
 * staff may keep it off them instead (lib/content/english-listing.ts).
 */
export const hideFromEnglishField: CheckboxField = {
  name: 'hideFromEnglish',
  label: { ko: '영어 제목이 없으면 영어 페이지에서 숨기기', en: 'Hide from English pages while there is no English title' },
  type: 'checkbox',
  defaultValue: false,
  admin: {
    position: 'sidebar',
    description: {
      ko: '영어 제목이 없는 글은 영어 페이지(/en)에 한국어 제목과 "Korean" 표시로 실립니다. 체크하면 영어 제목을 쓸 때까지 영어 페이지에 싣지 않습니다.',
      en: 'A post without an English title is listed on the English pages (/en) under its Korean title, marked "Korean". Check this to keep it off them until it has an English title.',
    },
  },
}
