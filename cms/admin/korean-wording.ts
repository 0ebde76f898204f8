import { deepMergeSimple } from '@payloadcms/translations/utilities'

import { adminTranslations } from '../admin-translations'

/**
 * Payload's Korean where it guesses the particle after a name it cannot see ("갤러리이(가)", "학번로"): a name followed
 * by 항목 takes one particle whatever the name ("갤러리 항목이 …"); locale is 언어, and no 성공적으로. Keys of
 * @payloadcms/translations' `ko` (3.90), each written out; a key Payload renames drops out of its table unnoticed,
 * which tests/unit/korean-wording.test.ts catches.
 */
export const PAYLOAD_KOREAN_CORRECTED = {
  authentication: {
    accountVerified: '계정이 인증되었습니다.',
    emailVerified: '이메일이 인증되었습니다.',
    passwordResetSuccessfully: '비밀번호가 재설정되었습니다.',
    successfullyRegisteredFirstUser: '첫 번째 사용자를 등록했습니다.',
    verifiedSuccessfully: '확인됨',
  },
  error: {
    localesNotSaved_one: '다음 언어를 저장할 수 없습니다:',
    localesNotSaved_other: '다음 언어를 저장할 수 없습니다:',
    unableToDeleteCount: '총 {{total}}개 중 {{count}}개의 {{label}} 항목을 삭제할 수 없습니다.',
    unableToUpdateCount: '총 {{total}}개 중 {{count}}개의 {{label}} 항목을 업데이트할 수 없습니다.',
  },
  folder: {
    itemHasBeenMoved: '{{title}} 항목은 {{folderName}}로 이동되었습니다.',
    itemHasBeenMovedToRoot: '{{title}} 항목이 루트 폴더로 이동되었습니다.',
    itemsMovedToFolder: '{{title}} 항목이 {{folderName}}로 이동되었습니다.',
    itemsMovedToRoot: '{{title}} 항목이 루트 폴더로 이동되었습니다.',
    moveItemsToFolderConfirmation: '<1>{{count}} {{label}}</1> 항목을 <2>{{toFolder}}</2>(으)로 이동하려 합니다. 확실합니까?',
    moveItemToFolderConfirmation: '<1>{{title}}</1> 항목을 <2>{{toFolder}}</2>(으)로 이동하려고 합니다. 확실하신가요?',
    movingFromFolder: '{{title}} 항목을 {{fromFolder}}에서 이동합니다',
  },
  general: {
    aboutToDelete: '{{label}} <1>{{title}}</1> 항목을 삭제하려고 합니다. 계속하시겠습니까?',
    aboutToDeleteCount_many: '{{label}} 항목을 {{count}}개 삭제하려고 합니다.',
    aboutToDeleteCount_one: '{{label}} 항목을 {{count}}개 삭제하려고 합니다.',
    aboutToDeleteCount_other: '{{label}} 항목을 {{count}}개 삭제하려고 합니다.',
    aboutToPermanentlyDeleteTrash: '휴지통에서 <0>{{count}}</0> <1>{{label}}</1> 항목을 영구적으로 삭제하려고 합니다. 확실합니까?',
    aboutToTrashCount: '당신은 곧 {{count}} {{label}} 항목을 휴지통으로 이동하려고 합니다.',
    confirmReindex: '모든 {{collections}} 항목을 다시 인덱싱하시겠습니까?',
    copyWarning: '{{label}} {{title}}에 대해 {{from}}으로 {{to}} 항목을 덮어쓰려고 합니다. 확실합니까?',
    deletedCountSuccessfully: '{{count}}개의 {{label}} 항목을 삭제했습니다.',
    fallbackToDefaultLocale: '기본 언어로 대체',
    moveConfirm: '당신은 <1>{{destination}}</1>로 {{count}}개의 {{label}} 항목을 이동하려고 합니다. 확실합니까?',
    movingCount: '{{count}} {{label}} 항목을 이동시킵니다.',
    noResults: '{{label}} 항목을 찾을 수 없습니다. 아직 {{label}}이 없거나 설정한 필터와 일치하는 것이 없습니다.',
    permanentlyDeletedCountSuccessfully: '영구적으로 {{count}} {{label}} 항목이 삭제되었습니다.',
    reindexingAll: '모든 {{collections}} 항목을 다시 인덱싱하는 중입니다.',
    restoredCountSuccessfully: '{{count}} {{label}} 항목을 복원했습니다.',
    successfullyReindexed: '{{collections}} 의 문서 총 **{{total}}**건 중 **{{count}}**건이 재인덱싱되었으며, **{{skips}}**건의 초안이 건너뛰어졌습니다.',
    titleDeleted: '{{label}} "{{title}}" 항목을 삭제했습니다.',
    titleRestored: '"{{label}}" "{{title}}" 항목이 복원되었습니다.',
    titleTrashed: '"{{label}}" "{{title}}" 항목이 휴지통으로 이동되었습니다.',
    trashedCountSuccessfully: '{{count}} {{label}} 항목이 휴지통으로 이동했습니다.',
    updatedCountSuccessfully: '{{count}}개의 {{label}} 항목을 업데이트했습니다.',
  },
  localization: {
    copyToLocale: '언어로 복사',
    selectedLocales: '선택된 언어',
    selectLocaleToDuplicate: '복제할 언어를 선택하세요',
  },
  validation: {
    fieldHasNo: '이 입력란에는 {{label}} 항목이 없습니다.',
    greaterThanMax: '{{value}} 항목은 최대 허용된 {{label}}인 {{max}}개보다 큽니다.',
    lessThanMin: '{{value}} 항목은 최소 허용된 {{label}}인 {{min}}개보다 작습니다.',
    notValidDate: '"{{value}}" 항목은 유효한 날짜가 아닙니다.',
  },
  version: {
    aboutToPublishSelection: '선택한 {{label}} 항목을 게시하려고 합니다. 계속하시겠습니까?',
    aboutToRestoreGlobal: '글로벌 {{label}} 항목을 {{versionDate}}기준 버전으로 복원하려고 합니다.',
    aboutToUnpublishSelection: '선택한 {{label}} 항목을 게시 해제하려고 합니다. 계속하시겠습니까?',
    noRowsFound: '{{label}} 항목을 찾을 수 없음',
    selectLocales: '표시할 언어 선택',
    showLocales: '언어 표시:',
    unpublishedSuccessfully: '게시하지 않았습니다.',
  },
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
    // An empty list cell or untitled document, which Payload writes like markup, "<학번 없음>"; an empty value reads as a word, not as a tag.
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
}

/** The rich-text editor's words (@payloadcms/richtext-lexical), by feature; given after Lexical's own (../fields/rich-text.ts). */
export const EDITOR_WORDING_KO = {
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
}

/** The admin's Korean: Payload's corrected, the office's words over it, the admin's own texts over both. */
export const KOREAN_WORDING = deepMergeSimple(deepMergeSimple(PAYLOAD_KOREAN_CORRECTED, STAFF_WORDING_KO), adminTranslations.ko)
