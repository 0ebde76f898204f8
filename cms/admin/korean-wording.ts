import { ko } from '@payloadcms/translations/languages/ko'
import { deepMergeSimple } from '@payloadcms/translations/utilities'
import type { SanitizedConfig } from 'payload'

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
  // Not inside a placeholder: "{{locale}}" must stay as Payload fills it in.
  [/로케일들?|(?<!\{\{)\blocales?\b(?!\}\})/g, '언어'],
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
    // Payload hands these its collection's and column's label unread ({ko, en}: "[object Object]"); the button
    // stands in its card or column, which names what it is for (@payloadcms/ui widgets/CollectionCards, SortColumn, 3.90).
    sortByLabelDirection: '{{direction}} 정렬',
    createNewLabel: '새로 만들기',
    successfullyCreated: '{{label}} 항목을 만들었습니다.',
    successfullyDuplicated: '{{label}} 항목을 복제했습니다.',
    updatedLabelSuccessfully: '{{label}} 항목을 저장했습니다.',
    updatedSuccessfully: '저장했습니다.',
    time: '시각',
    // "3 / 3" where Payload writes "3 of 3", word for word "3 의 3".
    of: '/',
    // An empty list cell or untitled document, which Payload writes like markup, "<학번 없음>" (issue 47).
    noLabel: '{{label}} 없음',
    // Payload's Korean has its translator's instructions here instead of the word.
    clear: '지우기',
    restoring: '되돌리는 중...',
    collections: '자료',
    globals: '설정',
    payloadSettings: '관리 화면 설정',
    createNew: '새로 만들기',
    // The scheduling drawer (version:schedulePublish): the feature is called 게시 예약 wherever it shows.
    schedulePublishFor: '게시 예약: {{title}}',
    upcomingEvents: '예약된 게시·게시 해제',
    noUpcomingEventsScheduled: '예약된 게시가 없습니다.',
    timezone: '시간대',
  },
  version: {
    publishIn: '{{locale}}만 게시',
    publishAllLocales: '모든 언어 게시',
    schedulePublish: '게시 예약',
    type: '할 일',
    scheduledSuccessfully: '게시 예약을 저장했습니다.',
  },
  localization: {
    localeToPublish: '게시할 언어',
  },
  upload: {
    // After the count: "3 개 파일".
    fileToUpload: '개 파일',
    filesToUpload: '개 파일',
  },
  // The rich-text editor's words (@payloadcms/richtext-lexical), by feature; applied over its own (withKoreanWording).
  lexical: {
    general: {
      placeholder: "내용을 입력하세요. '/'를 누르면 넣을 수 있는 것이 나옵니다.",
      slashMenuBasicGroupLabel: '기본',
      toolbarItemsActive: '{{count}}개 사용 중',
    },
    align: { alignCenterLabel: '가운데 정렬', alignJustifyLabel: '양쪽 정렬' },
    blocks: { inlineBlocks: { create: '{{label}} 만들기', edit: '{{label}} 수정', remove: '{{label}} 삭제' } },
    horizontalRule: { label: '가로줄' },
    link: { loadingWithEllipsis: '불러오는 중...' },
    orderedList: { label: '번호 목록' },
    unorderedList: { label: '글머리 기호 목록' },
    checklist: { label: '체크리스트' },
    upload: { label: '사진·파일' },
  },
}

/**
 * Our Korean over Payload's and the editor's, on the finished config. Lexical adds its texts while the config is
 * sanitized, over any the config gave, so only the result can be corrected.
 */
export function withKoreanWording(config: SanitizedConfig, own: Translations): SanitizedConfig {
  const translations = config.i18n.translations as Record<string, Translations | undefined>
  const current = translations.ko ?? {}
  const fixed = deepMergeSimple(fixKoreanWording(deepMergeSimple(ko.translations as unknown as Translations, current)), own)
  return { ...config, i18n: { ...config.i18n, translations: { ...config.i18n.translations, ko: deepMergeSimple(current, fixed) } } }
}
