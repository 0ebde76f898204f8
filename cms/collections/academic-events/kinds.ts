/** What an academic event is, as the office names it; the public page and the calendar file show the label. */
export const ACADEMIC_EVENT_KINDS = [
  { value: 'semester-start', label: { ko: '개강', en: 'Classes begin' } },
  { value: 'semester-end', label: { ko: '종강', en: 'Classes end' } },
  { value: 'exam', label: { ko: '시험', en: 'Exams' } },
  { value: 'holiday', label: { ko: '휴일', en: 'Holiday' } },
  { value: 'registration', label: { ko: '등록', en: 'Registration' } },
  { value: 'event', label: { ko: '행사', en: 'Event' } },
] as const

export type AcademicEventKind = (typeof ACADEMIC_EVENT_KINDS)[number]['value']
