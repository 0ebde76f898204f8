/** What an applicant may ask about their data (PIPA Art. 35, 36). */
export const PRIVACY_REQUEST_KINDS = [
  { value: 'correction', label: { ko: '정정', en: 'Correction' } },
  { value: 'deletion', label: { ko: '삭제', en: 'Deletion' } },
] as const

export const PRIVACY_REQUEST_STATES = [
  { value: 'open', label: { ko: '처리 전', en: 'Open' } },
  { value: 'answered', label: { ko: '답변함', en: 'Answered' } },
] as const

export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number]['value']

/** The school answers a request within ten days of receiving it. */
export const ANSWER_DAYS = 10
