/**
 * The fixed choices of the registration form (docs/product.md "Registration form"). The values are what the form sends and
 * what is stored; the earlier back end's clients sent the Korean words themselves.
 */
import type { UniqueIdKind } from './identifiers'

type Option<V extends string = string> = { value: V; label: { ko: string; en: string } }

export const GENDERS = [
  { value: 'male', label: { ko: '남', en: 'Male' } },
  { value: 'female', label: { ko: '여', en: 'Female' } },
] as const satisfies readonly Option[]

export const ADMIT_STATUSES = [
  { value: '0', label: { ko: '신입학', en: 'Regular admission' } },
  { value: '1', label: { ko: '편입학', en: 'Transfer' } },
  { value: '2', label: { ko: '목회자 과정', en: 'Pastor course' } },
] as const satisfies readonly Option[]

export const OFFICES = [
  { value: '간사', label: { ko: '간사', en: 'Ministry staff' } },
  { value: '권사', label: { ko: '권사', en: 'Exhorter (kwonsa)' } },
  { value: '목사', label: { ko: '목사', en: 'Pastor' } },
  { value: '사모', label: { ko: '사모', en: 'Pastor’s wife' } },
  { value: '사부', label: { ko: '사부', en: 'Pastor’s husband' } },
  { value: '선교사', label: { ko: '선교사', en: 'Missionary' } },
  { value: '안수집사', label: { ko: '안수집사', en: 'Ordained deacon' } },
  { value: '집사', label: { ko: '집사', en: 'Deacon' } },
  { value: '장로', label: { ko: '장로', en: 'Elder' } },
  { value: '전도사', label: { ko: '전도사', en: 'Evangelist' } },
  { value: '평신도', label: { ko: '평신도', en: 'Layperson' } },
  { value: '기타', label: { ko: '기타', en: 'Other' } },
] as const satisfies readonly Option[]

export const DENOMINATIONS = [
  { value: '감리교', label: { ko: '감리교', en: 'Methodist' } },
  { value: '성결교', label: { ko: '성결교', en: 'Holiness' } },
  { value: '순복음', label: { ko: '순복음', en: 'Full Gospel' } },
  { value: '장로교', label: { ko: '장로교', en: 'Presbyterian' } },
  { value: '침례교', label: { ko: '침례교', en: 'Baptist' } },
  { value: '초교파', label: { ko: '초교파', en: 'Non-denominational' } },
  { value: '기타', label: { ko: '기타', en: 'Other' } },
] as const satisfies readonly Option[]

export const MOTIVES = [
  { value: 'ICS학우소개', label: { ko: 'ICS 학우 소개', en: 'Introduced by an ICS student' } },
  { value: '교수진', label: { ko: '교수진', en: 'The faculty' } },
  { value: '극동방송', label: { ko: '극동방송', en: 'Far East Broadcasting' } },
  { value: '담임목사 추천', label: { ko: '담임목사 추천', en: 'Recommended by my pastor' } },
  { value: '인터넷 검색', label: { ko: '인터넷 검색', en: 'Internet search' } },
  { value: '지인추천', label: { ko: '지인 추천', en: 'Recommended by an acquaintance' } },
  { value: '카이캄', label: { ko: '카이캄', en: 'KAICAM' } },
  { value: '홍보용 전단지', label: { ko: '홍보용 전단지', en: 'Flyer' } },
  { value: '기타', label: { ko: '기타', en: 'Other' } },
] as const satisfies readonly Option[]

export const APPLICATION_STATES = [
  { value: 'pending', label: { ko: '승인 대기', en: 'Pending' } },
  { value: 'approved', label: { ko: '승인됨', en: 'Approved' } },
  { value: 'rejected', label: { ko: '거절됨', en: 'Rejected' } },
] as const satisfies readonly Option[]

export type ApplicationState = (typeof APPLICATION_STATES)[number]['value']

export const values = <V extends string>(options: readonly Option<V>[]): [V, ...V[]] => options.map((option) => option.value) as [V, ...V[]]

/** The kinds of unique identifier an application may hold (lib/registration/identifiers.ts). */
export const UNIQUE_ID_KIND_OPTIONS = [
  { value: 'citizenship', label: { ko: '주민등록번호', en: 'Resident registration number' } },
  { value: 'alienRegistration', label: { ko: '외국인등록번호', en: 'Alien registration number' } },
  { value: 'passport', label: { ko: '여권번호', en: 'Passport number' } },
] as const satisfies readonly Option<UniqueIdKind>[]

/** A round's result for an application (cms/collections/applications "result"): 합격, 불합격, 예비 (a waiting-list rank). */
export const RESULTS = [
  { value: 'pass', label: { ko: '합격', en: 'Admitted' } },
  { value: 'fail', label: { ko: '불합격', en: 'Not admitted' } },
  { value: 'waitlist', label: { ko: '예비', en: 'Waiting list' } },
] as const satisfies readonly Option[]

/** Where an application's result mail stands: due once announced, due again after a change, sent. */
export const RESULT_MAIL_STATES = [
  { value: 'due', label: { ko: '보낼 차례', en: 'Due' } },
  { value: 'changed', label: { ko: '변경 안내 보낼 차례', en: 'Change due' } },
  { value: 'promoted', label: { ko: '추가 합격 안내 보낼 차례', en: 'Late offer due' } },
  { value: 'sent', label: { ko: '보냄', en: 'Sent' } },
] as const satisfies readonly Option[]

/** Where an admitted applicant's enrolment stands (no value: not answered yet): 등록 확정, 등록 포기, 입금 확인. */
export const ENROLMENT_STATES = [
  { value: 'confirmed', label: { ko: '등록 확정', en: 'Confirmed' } },
  { value: 'declined', label: { ko: '등록 포기', en: 'Declined' } },
  { value: 'paid', label: { ko: '입금 확인', en: 'Paid' } },
] as const satisfies readonly Option[]
