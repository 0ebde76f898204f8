/** The nationality of an applicant who says none: the school's own country (ISO 3166-1 alpha-2). */
export const KOREA = 'KR'
