export type Translations = { [key: string]: string | Translations }

const AFTER_NAME = String.raw`(\{\{\w+\}\}"?(?:<\/\d>)?)`

/**
 * Payload's Korean texts guess the particle after a name they cannot see ("갤러리이(가)", "학번로").
 * A name followed by 항목 takes one particle whatever the name: "갤러리 항목이 …".
 */
const RULES: [RegExp, string][] = [
  [new RegExp(`${AFTER_NAME}(?:이\\(가\\)|가(?=\\s))`, 'g'), '$1 항목이'],
  [new RegExp(`${AFTER_NAME}(?:을\\(를\\)|를(?=\\s))`, 'g'), '$1 항목을'],
  [new RegExp(`${AFTER_NAME}(?:은\\(는\\)|는(?=\\s))`, 'g'), '$1 항목은'],
  [/로케일들?|\blocales?\b/g, '언어'],
  [/성공적으로 /g, ''],
]

/** The strings of `translations` these rules change, in the same nesting (to merge over Payload's own). */
export function fixKoreanWording(translations: Translations): Translations {
  const changed: Translations = {}
  for (const [key, value] of Object.entries(translations)) {
    if (typeof value === 'string') {
      const fixed = RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value)
      if (fixed !== value) changed[key] = fixed
    } else {
      const nested = fixKoreanWording(value)
      if (Object.keys(nested).length > 0) changed[key] = nested
    }
  }
  return changed
}

/** Words an office worker reads every day, chosen rather than derived. */
export const STAFF_WORDING_KO = {
  general: {
    locale: '편집 언어',
    locales: '언어',
    true: '예',
    false: '아니요',
    searchBy: '검색: {{label}}',
    groupByLabel: '묶기: {{label}}',
    sortByLabelDirection: '정렬: {{label}} {{direction}}',
    successfullyCreated: '{{label}} 항목을 만들었습니다.',
    successfullyDuplicated: '{{label}} 항목을 복제했습니다.',
    updatedLabelSuccessfully: '{{label}} 항목을 저장했습니다.',
    updatedSuccessfully: '저장했습니다.',
    time: '시각',
    // "3 / 3" where Payload writes "3 of 3", word for word "3 의 3".
    of: '/',
  },
  upload: {
    // After the count: "3 개 파일".
    fileToUpload: '개 파일',
    filesToUpload: '개 파일',
  },
}
