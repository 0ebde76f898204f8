import type { Payload, PayloadRequest } from 'payload'

import { clientAddress } from '../security/client-address'

/**
 * The access log of applicants' personal data (개인정보의 안전성 확보조치 기준 제8조): who saw,
 * downloaded, exported or decided what, when and from which address; the staff's sign-ins and failed
 * sign-ins, and the monthly reviews of the log. Its entries are kept at least two years and no one
 * can change them (cms/collections/access-log).
 */
export const ACCESS_LOG = 'access-log'

/** The least time an entry is kept; nothing, not even the destruction job, deletes a younger one. */
export const ACCESS_LOG_KEPT_YEARS = 2

export const ACCESS_ACTIONS = [
  // Any of an application's unique identifiers (resident, alien registration or passport number): the name is older.
  { value: 'viewCitizenshipNumber', label: { ko: '고유식별번호 열람', en: 'Viewed identifier' } },
  { value: 'viewPhoto', label: { ko: '지원자 사진 열람', en: 'Viewed applicant photo' } },
  { value: 'downloadFile', label: { ko: '지원자 파일 내려받기', en: 'Downloaded applicant file' } },
  { value: 'exportApplications', label: { ko: '입학 지원서 엑셀 내보내기', en: 'Exported applications' } },
  { value: 'exportContactMessages', label: { ko: '문의 엑셀 내보내기', en: 'Exported contact messages' } },
  { value: 'approve', label: { ko: '지원서 승인', en: 'Approved application' } },
  { value: 'reject', label: { ko: '지원서 거절', en: 'Rejected application' } },
  { value: 'delete', label: { ko: '지원서 삭제', en: 'Deleted application' } },
  { value: 'confirmPayment', label: { ko: '등록금 입금 확인', en: 'Confirmed tuition payment' } },
  { value: 'promoteWaitlist', label: { ko: '예비 추가 합격', en: 'Late offer to the waiting list' } },
  { value: 'changeResult', label: { ko: '발표 후 전형 결과 변경', en: 'Changed a result after the announcement' } },
  { value: 'signIn', label: { ko: '관리자 로그인', en: 'Staff sign-in' } },
  { value: 'signInFailed', label: { ko: '관리자 로그인 실패', en: 'Failed staff sign-in' } },
  { value: 'accessReviewed', label: { ko: '접근 기록 월간 점검', en: 'Monthly access review' } },
  // Staff reads (cms/hooks/staff-reads.ts): a list (how many, which ids) or one document (whose).
  { value: 'listApplications', label: { ko: '지원서 목록 열람', en: 'Listed applications' } },
  { value: 'viewApplication', label: { ko: '지원서 열람', en: 'Viewed application' } },
  { value: 'listContactMessages', label: { ko: '문의 목록 열람', en: 'Listed contact messages' } },
  { value: 'viewContactMessage', label: { ko: '문의 열람', en: 'Viewed contact message' } },
] as const

export type AccessAction = (typeof ACCESS_ACTIONS)[number]['value']

/** Who acted, as a request tells it: the signed-in account (none for the site's own jobs) and the headers that give the address. */
export type Accessor = { user: PayloadRequest['user'] | null | undefined; headers: Headers }

export type AccessEntry = {
  action: AccessAction
  /** Whose record: an application (its id and reference), or none for an export or a list of many. */
  application?: { id: number; reference?: string | null }
  /** What exactly: a file's kind, an export's filters, count and whether whole numbers were asked for, a list's count and ids, why a sign-in failed. No personal data. */
  details?: Record<string, unknown>
}

type Actor = { id?: number; name?: string | null; email?: string | null; collection?: string }

const actorOf = (user: Accessor['user']): Actor | null => (user && typeof user === 'object' ? (user as Actor) : null)

/** The date before which an entry may go: two years before `now`. */
export function accessLogCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCESS_LOG_KEPT_YEARS)
  return cutoff
}

/**
 * Writes one entry. Inside an operation (`req` given) it is part of that operation's transaction:
 * a deletion whose entry cannot be written does not happen either.
 */
export async function recordAccess(payload: Payload, who: Accessor, entry: AccessEntry, req?: PayloadRequest): Promise<void> {
  const actor = actorOf(who.user)
  await payload.create({
    collection: ACCESS_LOG,
    overrideAccess: true,
    req,
    data: {
      action: entry.action,
      actor: actor?.collection === 'users' && typeof actor.id === 'number' ? actor.id : null,
      actorName: actor ? (actor.name ?? actor.email ?? null) : null,
      actorEmail: actor?.email ?? null,
      address: clientAddress({ headers: who.headers }),
      applicationId: entry.application?.id ?? null,
      reference: entry.application?.reference ?? null,
      details: entry.details ?? null,
    },
  })
}
