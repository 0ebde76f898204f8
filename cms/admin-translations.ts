import type { NestedKeysStripped, TFunction } from '@payloadcms/translations'

/**
 * The admin's own texts, added to Payload's translations (cms/payload.config.ts) so the admin's
 * components, hooks and endpoints speak the admin's chosen language through Payload's `t`.
 */
export const adminTranslations = {
  ko: {
    applications: {
      decisionHeading: '승인 처리',
      startReview: '심사 시작',
      reviewStarted: '심사를 시작했습니다. 지원자의 접수 확인 화면에 "심사 중"으로 보입니다.',
      approve: '승인',
      reject: '거절',
      confirmApprove: '이 지원서를 승인하고 학번을 부여할까요?',
      reason: '거절 사유 (지원자에게 이메일로 전달됩니다)',
      confirmReject: '거절 확정',
      cancel: '취소',
      approved: '승인했습니다. 학번: {{studentNumber}}',
      rejected: '거절했습니다.',
      notFound: '지원서를 찾을 수 없습니다.',
      alreadyDecided: '이미 처리된 지원서입니다. 승인이나 거절은 한 번만 할 수 있습니다.',
      reasonRequired: '거절 사유를 입력해 주세요 (2000자 이하).',
      sequenceExhausted: '이 학과와 학기의 학번(999번)을 모두 사용했습니다.',
      forbidden: '관리자만 할 수 있습니다.',
      failed: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      citizenshipNumberFull: '주민등록번호 (전체)',
      show: '보기',
      unreadable: '복호화할 수 없습니다 (암호화 키가 바뀌었을 수 있습니다).',
      noFile: '제출한 파일이 없습니다.',
    },
    retention: {
      runNow: '지금 파기 실행',
      confirmRun: '보관 기간이 지난 개인정보를 지금 파기할까요? 되돌릴 수 없습니다.',
      done: '파기를 마쳤습니다: {{destroyed}}건 파기, {{failed}}건 남김.',
      busy: '다른 파기 작업이 진행 중입니다. 잠시 후 다시 확인해 주세요.',
      forbidden: '관리자만 할 수 있습니다.',
      failed: '파기를 실행하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      explain: '매일 새벽 자동으로 실행됩니다. 보관 기간은 사이트 설정 → 개인정보 보관 기간에서 정합니다.',
    },
    accounts: {
      state: '상태',
      activateThroughApproval: '지원서 화면에서 승인해 주세요. 승인하면 계정이 활성화되고 학번이 부여됩니다.',
    },
    dashboard: {
      heading: '오늘 할 일',
      waitingApplications: '승인을 기다리는 입학 지원서',
      unhandledMessages: '처리하지 않은 문의',
      windowOpen: '원서 접수 중',
      windowNext: '다음 원서 접수',
      noWindow: '예정된 원서 접수 기간이 없습니다',
    },
    contact: {
      replyByMail: '메일로 답장하기',
      replySubject: '문의에 대한 답변',
      markHandled: '답장한 뒤 "처리함"을 켜고 저장하면 할 일 목록에서 빠집니다.',
    },
    translation: {
      heading: '언어별 내용',
      present: '번역 있음',
      missing: '번역 없음',
    },
    settings: {
      notAnAddress: '주소를 https://로 시작하는 인터넷 주소나 이 사이트의 경로(/로 시작)로 넣어 주세요.',
      videoPage: '유튜브 같은 동영상 페이지의 주소는 홈 화면에서 재생할 수 없습니다. 동영상 파일(.mp4)의 주소를 넣거나 아래 "동영상 업로드"로 파일을 올려 주세요.',
      notAVideoFile: '동영상 파일의 주소가 아닙니다. 주소가 .mp4로 끝나는지(스트리밍은 .m3u8) 확인하거나 아래 "동영상 업로드"로 파일을 올려 주세요.',
      videoDoesNotAnswer: '이 주소에서 동영상을 가져올 수 없습니다. 주소가 맞는지, 누구나 열 수 있는지 확인해 주세요.',
    },
    values: {
      notADate: '날짜를 YYYY-MM-DD 형식(필요하면 시간 포함)으로 입력하세요.',
      notADraftState: '상태는 초안 또는 게시여야 합니다.',
      slugShape: '주소 이름에는 영문 소문자, 숫자, 하이픈만 쓸 수 있습니다. 비워 두면 제목으로 만듭니다.',
    },
  },
  en: {
    applications: {
      decisionHeading: 'Decision',
      startReview: 'Start review',
      reviewStarted: 'Review started. The applicant’s status page now says "under review".',
      approve: 'Approve',
      reject: 'Reject',
      confirmApprove: 'Approve this application and assign a student number?',
      reason: 'Reason for rejection (sent to the applicant by e-mail)',
      confirmReject: 'Confirm rejection',
      cancel: 'Cancel',
      approved: 'Approved. Student number: {{studentNumber}}',
      rejected: 'Rejected.',
      notFound: 'The application was not found.',
      alreadyDecided: 'This application has already been decided. It can be approved or rejected only once.',
      reasonRequired: 'Please give the reason for the rejection (at most 2000 characters).',
      sequenceExhausted: 'All student numbers (999) of this department and term are used.',
      forbidden: 'Only administrators can do this.',
      failed: 'That did not work. Please try again in a moment.',
      citizenshipNumberFull: 'Resident registration number (full)',
      show: 'Show',
      unreadable: 'Cannot be decrypted (the encryption key may have changed).',
      noFile: 'No file was sent.',
    },
    retention: {
      runNow: 'Destroy expired data now',
      confirmRun: 'Destroy the personal data past its retention period now? This cannot be undone.',
      done: 'Done: {{destroyed}} destroyed, {{failed}} left.',
      busy: 'Another destruction run is under way. Please look again in a moment.',
      forbidden: 'Only administrators can do this.',
      failed: 'The destruction could not be run. Please try again in a moment.',
      explain: 'Runs by itself every night. The periods are set in Site settings → Personal data retention.',
    },
    accounts: {
      state: 'State',
      activateThroughApproval: 'Approve the application instead: approval activates the account and gives the student number.',
    },
    dashboard: {
      heading: 'Work to do',
      waitingApplications: 'Applications waiting for a decision',
      unhandledMessages: 'Contact messages not handled yet',
      windowOpen: 'Registration open',
      windowNext: 'Next registration',
      noWindow: 'No registration window is planned',
    },
    contact: {
      replyByMail: 'Reply by e-mail',
      replySubject: 'Your message to us',
      markHandled: 'After replying, tick "Handled" and save: the message leaves the work to do.',
    },
    translation: {
      heading: 'Languages',
      present: 'translated',
      missing: 'not translated',
    },
    settings: {
      notAnAddress: 'Enter a web address starting with https:// or a path of this site (starting with /).',
      videoPage: 'The home page cannot play a video page such as YouTube. Enter the address of a video file (.mp4) or upload the file under "Uploaded video".',
      notAVideoFile: 'This is not the address of a video file. Check that it ends in .mp4 (.m3u8 for streaming), or upload the file under "Uploaded video".',
      videoDoesNotAnswer: 'No video could be fetched from this address. Check that it is right and open to everyone.',
    },
    values: {
      notADate: 'Enter a date as YYYY-MM-DD (with the time if needed).',
      notADraftState: 'The state must be draft or published.',
      slugShape: 'Use lower-case letters, digits and dashes only, or leave it empty to make it from the title.',
    },
  },
}

export type AdminTranslations = typeof adminTranslations.en
export type AdminTranslationKey = NestedKeysStripped<AdminTranslations>

/** Payload's `t` (req.t, i18n.t), typed for our keys. */
export const adminT = (t: unknown) => t as TFunction<AdminTranslationKey>
