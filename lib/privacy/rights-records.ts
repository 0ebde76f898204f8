import type { PayloadRequest } from 'payload'

import { clientAddress } from '../security/client-address'

/**
 * The record of access rights (개인정보의 안전성 확보조치 기준 제5조): every grant, change and
 * removal of an account's role or access, every enrollment, reset and removal of a second factor, and
 * every unlock of an account locked by wrong passwords or codes — who, whom, what, when and from where — kept three
 * years, readable by admins, changed by no one
 * (cms/collections/rights-records).
 */
export const RIGHTS_RECORDS = 'rights-records'

export const RIGHTS_RECORDS_KEPT_YEARS = 3

export const RIGHTS_CHANGES = [
  { value: 'accountCreated', label: { ko: '계정 생성 (권한 부여)', en: 'Account created (access granted)' } },
  { value: 'roleChanged', label: { ko: '유형(권한) 변경', en: 'Role changed' } },
  { value: 'stateChanged', label: { ko: '상태(접근) 변경', en: 'Access state changed' } },
  { value: 'accountDeleted', label: { ko: '계정 삭제 (권한 말소)', en: 'Account deleted (access removed)' } },
  { value: 'secondFactorEnrolled', label: { ko: '2단계 인증 등록', en: 'Two-step sign-in enrolled' } },
  { value: 'secondFactorReset', label: { ko: '2단계 인증 초기화', en: 'Two-step sign-in reset' } },
  { value: 'passkeyAdded', label: { ko: '패스키 등록', en: 'Passkey added' } },
  { value: 'passkeyRemoved', label: { ko: '패스키 삭제', en: 'Passkey removed' } },
  { value: 'accountUnlocked', label: { ko: '계정 잠금 해제', en: 'Account unlocked' } },
] as const

export type RightsChange = (typeof RIGHTS_CHANGES)[number]['value']

export type RightsEntry = {
  change: RightsChange
  /** Whose rights: the account (its id may be gone later; the e-mail stays). */
  subject: number
  subjectEmail: string
  /** What it was and what it became (a role, a state), when that is the change. */
  details?: { from?: string | null; to?: string | null }
}

/** The date before which an entry may go: three years before `now`. */
export function rightsRecordsCutoff(now: Date = new Date()): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RIGHTS_RECORDS_KEPT_YEARS)
  return cutoff
}

type Actor = { id?: number; email?: string | null; collection?: string }

/**
 * Writes one entry, inside the request's transaction: a change whose record cannot be written does
 * not happen either. The actor is the request's account (none for the site's own scripts).
 */
export async function recordRightsChange(req: PayloadRequest, entry: RightsEntry): Promise<void> {
  const actor = (req.user ?? null) as Actor | null
  await req.payload.create({
    collection: RIGHTS_RECORDS,
    overrideAccess: true,
    req,
    data: {
      change: entry.change,
      actor: actor?.collection === 'users' && typeof actor.id === 'number' ? actor.id : null,
      actorEmail: actor?.email ?? null,
      subjectId: entry.subject,
      subjectEmail: entry.subjectEmail,
      from: entry.details?.from ?? null,
      to: entry.details?.to ?? null,
      address: req.headers ? clientAddress({ headers: req.headers }) : null,
    },
  })
}
