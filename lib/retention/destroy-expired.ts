import type { Payload, RequestContext, Where } from 'payload'

import type { Application, ApplicantFile } from '@/cms/payload-types'

import { loggableError } from '../payload/errors'
import { relationId } from '../payload/relation-id'
import { APPLICATION_FILE_FIELDS } from '../registration/file-rules'
import { fileStore } from '../storage/file-store'
import { claimRun } from './claim'
import type { DestructionKind, RunStatus, RunTrigger } from './kinds'
import { before, retentionPeriods, type RetentionPeriods } from './periods'
import { namesAddress } from './names-address'
import { Tally } from './tally'

const FILES_RULE = '지원서와 함께 (모든 저장본)'

/**
 * One run's Payload, tally and the context passed to every delete: `destruction` (the applications'
 * deletion hook writes no staff access-log line for it; the register is its record), and what the
 * caller adds (a run from a shell has no Next cache to revalidate, scripts/retention.ts).
 */
type Run = { payload: Payload; tally: Tally; context: RequestContext }

type ApplicationRule = { kind: DestructionKind; rule: string; where: Where; keepsAccount: boolean }

export type RunOutcome = { id: number; status: RunStatus; destroyed: number; failed: number }

const olderThan = (field: string, cutoff: Date): Where => ({ [field]: { less_than: cutoff.toISOString() } })

/** A decision older than the period, or (for an application decided before decisions were dated) a submission that old. */
const decidedBefore = (state: string, cutoff: Date): Where => ({
  and: [{ state: { equals: state } }, { or: [olderThan('decidedAt', cutoff), { and: [{ decidedAt: { exists: false } }, olderThan('createdAt', cutoff)] }] }],
})

function applicationRules(periods: RetentionPeriods, now: Date): ApplicationRule[] {
  return [
    { kind: 'applications-approved', rule: `합격 결정 후 ${periods.approvedYears}년`, where: decidedBefore('approved', before(now, { years: periods.approvedYears })), keepsAccount: true },
    { kind: 'applications-rejected', rule: `불합격 결정 후 ${periods.rejectedYears}년`, where: decidedBefore('rejected', before(now, { years: periods.rejectedYears })), keepsAccount: false },
    {
      kind: 'applications-undecided',
      rule: `결정 없이 접수 후 ${periods.undecidedYears}년`,
      where: { and: [{ state: { equals: 'pending' } }, olderThan('createdAt', before(now, { years: periods.undecidedYears }))] },
      keepsAccount: false,
    },
  ]
}

/**
 * Destroys the personal data past its retention period (settings → 개인정보 보관 기간): expired
 * applications with their files (every stored copy first: a row whose files could not be destroyed
 * stays for the next run), the applicant accounts that never became students, contact messages and
 * the copies of sent mail. Writes one line of the destruction register. Returns null when another run
 * (another instance) is under way.
 */
export async function destroyExpired(payload: Payload, trigger: RunTrigger, now: Date = new Date(), context: RequestContext = {}): Promise<RunOutcome | null> {
  const registerId = await claimRun(payload, trigger, now)
  if (registerId === null) return null
  const tally = new Tally()
  const run: Run = { payload, tally, context: { ...context, destruction: true } }
  try {
    const periods = await retentionPeriods(payload)
    for (const rule of applicationRules(periods, now)) await destroyApplications(run, rule)
    await destroyContactMessages(run, periods, now)
    await destroyOldMail(run, periods, now)
  } catch (error) {
    tally.problem(`중단: ${describe(error)}`)
    payload.logger.error({ error: loggableError(error), msg: 'The destruction run stopped midway; the rest is left for the next run' })
  }
  const outcome = { id: registerId, status: tally.status(), destroyed: tally.destroyed, failed: tally.failed }
  await payload.update({
    collection: 'destruction-register',
    id: registerId,
    data: { ...tally.record(), status: outcome.status, runLock: null, finishedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  return outcome
}

/** What went wrong, in words that name no person: the error's kind and code only. */
function describe(error: unknown): string {
  const { name, code } = loggableError(error)
  return code ? `${name} (${code})` : name
}

async function destroyApplications(run: Run, { kind, rule, where, keepsAccount }: ApplicationRule) {
  const { payload, tally, context } = run
  tally.line(kind, rule)
  const { docs } = await payload.find({ collection: 'applications', where, depth: 0, pagination: false, overrideAccess: true, select: { email: true, user: true, photo: true, confessionOfFaithFile: true, studyPlan: true, theologicalDissertationFile: true } })
  for (const application of docs as Application[]) {
    const fileIds = APPLICATION_FILE_FIELDS.map((field) => relationId(application[field])).filter((id): id is number => id !== null)
    const files = fileIds.length
      ? ((await payload.find({ collection: 'applicant-files', where: { id: { in: fileIds } }, depth: 0, pagination: false, overrideAccess: true })).docs as ApplicantFile[])
      : []
    const names = files.map((file) => file.filename).filter((name): name is string => Boolean(name))
    try {
      await fileStore('applicant-files').destroy(names)
    } catch (error) {
      tally.fail(kind)
      tally.fail('applicant-files', files.length, FILES_RULE)
      tally.problem(`파일 저장소 오류로 지원서를 남김: ${describe(error)}`)
      continue
    }
    // Its afterDelete hook takes the applicant-file rows with it.
    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true, context })
    // Payload's S3 adapter deletes the key once more with the rows, which leaves a delete marker in a versioned bucket.
    await fileStore('applicant-files')
      .destroy(names)
      .catch((error: unknown) => tally.problem(`삭제 표시를 지우지 못함 (내용은 파기됨): ${describe(error)}`))
    tally.count(kind)
    tally.count('applicant-files', files.length, FILES_RULE)
    if (!keepsAccount) await destroyApplicantAccount(run, relationId(application.user))
    await destroyMailTo(run, application.email)
  }
}

/** The applicant's account when it never became a student's (pending or rejected) and no other application uses it. */
async function destroyApplicantAccount({ payload, tally, context }: Run, userId: number | null) {
  if (userId === null) return
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user || user.type !== 'student' || !['pending', 'rejected'].includes(user.state)) return
  const others = await payload.count({ collection: 'applications', where: { user: { equals: userId } }, overrideAccess: true })
  if (others.totalDocs > 0) return
  tally.line('applicant-accounts', '지원서와 함께 (합격하지 않은 계정)')
  await payload.delete({ collection: 'users', id: userId, overrideAccess: true, context })
  tally.count('applicant-accounts')
}

/** The copies of mail sent to someone whose application or message is destroyed, unless another one of theirs remains. */
async function destroyMailTo({ payload, tally, context }: Run, email: string | null | undefined) {
  if (!email) return
  const stillHeld = await Promise.all([
    payload.count({ collection: 'applications', where: { email: { equals: email } }, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true }),
  ])
  if (stillHeld.some((held) => held.totalDocs > 0)) return
  tally.line('mail-outbox', '파기한 지원서·문의와 함께')
  // Sent to them, or about them (the school's notice of a new application or message quotes the address).
  // `contains` is a LIKE: it also finds kimlee@ for lee@ (and `_` matches any letter), so the address is matched whole here.
  const { docs: candidates } = await payload.find({ collection: 'mail-outbox', where: { or: [{ to: { contains: email } }, { text: { contains: email } }] }, pagination: false, depth: 0, overrideAccess: true })
  const theirs = candidates.filter((mail) => [mail.to, mail.text].some((field) => namesAddress(field, email))).map((mail) => mail.id)
  if (theirs.length === 0) return
  const { docs } = await payload.delete({ collection: 'mail-outbox', where: { id: { in: theirs } }, overrideAccess: true, context })
  tally.count('mail-outbox', docs.length, '파기한 지원서·문의와 함께')
}

async function destroyContactMessages(run: Run, periods: RetentionPeriods, now: Date) {
  const { payload, tally, context } = run
  const rule = `접수 후 ${periods.contactMonths}개월`
  tally.line('contact-messages', rule)
  const { docs } = await payload.delete({ collection: 'contact-messages', where: olderThan('createdAt', before(now, { months: periods.contactMonths })), overrideAccess: true, context })
  tally.count('contact-messages', docs.length, rule)
  for (const email of new Set(docs.map((doc) => doc.email))) await destroyMailTo(run, email)
}

async function destroyOldMail({ payload, tally, context }: Run, periods: RetentionPeriods, now: Date) {
  const rule = `보낸 후 ${periods.mailMonths}개월`
  tally.line('mail-outbox', rule)
  const { docs } = await payload.delete({ collection: 'mail-outbox', where: olderThan('createdAt', before(now, { months: periods.mailMonths })), overrideAccess: true, context })
  tally.count('mail-outbox', docs.length, rule)
}
