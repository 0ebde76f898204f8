import crypto from 'node:crypto'
import path from 'node:path'

import { toE164 } from '../../lib/registration/phone'
import { isCitizenshipNoShape } from '../../lib/registration/schema'
import { DENOMINATIONS, MOTIVES, OFFICES } from '../../lib/registration/options'
import { before, retentionPeriods, type RetentionPeriods } from '../../lib/retention/periods'
import { each, liveRows, type StepContext as Ctx } from './content'
import { importContext } from './importer'
import type { Row } from './source'
import { day, flag, seoulTime, text } from './values'

/** A phone as applications keep it (E.164), read as a Korean one; an old text that is no number stays as it was. */
const asE164 = (phone: string | null) => (phone && toE164(phone)) ?? phone

const known = (options: readonly { value: string }[], value: string | null) => (value && options.some((option) => option.value === value) ? value : null)

/** A password no one knows: an imported account signs in with its old one (lib/auth/legacy-password.ts). */
const unusablePassword = () => crypto.randomBytes(32).toString('base64url')

async function subjectGroups(ctx: Ctx) {
  const kind = 'subject-groups'
  await each(ctx, kind, await liveRows(ctx, kind, 'custom_subjects'), (row) =>
    ctx.importer.item(kind, row.id, 'subject-groups', row, async () => (text(row.name) ? { ko: { name: text(row.name), order: Number(row.id) } } : { skip: 'no name' })),
  )
}

/** The group of professors the old site listed under no subject (it hid them), made once when needed. */
async function otherGroup(ctx: Ctx): Promise<number | null> {
  return ctx.importer.item('subject-groups', 'other', 'subject-groups', 'other', async () => ({ ko: { name: '기타', order: 999 }, en: { name: 'Other' } }))
}

/** The account of an old professor or student, with its old hash; null when its e-mail is another account's (reported). */
async function account(ctx: Ctx, kind: string, row: Row, fields: { name: string; type: 'student' | 'professor'; state: 'active' | 'pending' }): Promise<{ id: number; created: boolean } | null> {
  const { importer } = ctx
  const email = text(row.email)?.toLowerCase()
  const hash = text(row.password)
  if (!email || !hash) return null
  const mine = importer.target(`${kind}-accounts`, row.id)
  if (mine) return { id: mine, created: false }
  const { docs } = await importer.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) {
    importer.report.problem(kind, String(row.id), `e-mail ${email} already belongs to another account: no account brought over`)
    return null
  }
  if (importer.dryRun) return { id: 0, created: true }
  const user = await importer.payload.create({
    collection: 'users',
    data: { email, password: unusablePassword(), legacyPasswordHash: hash, name: fields.name, type: fields.type, state: fields.state, locale: 'ko' } as never,
    overrideAccess: false,
    user: importer.staff,
    context: importContext(),
  })
  await importer.remember(`${kind}-accounts:${row.id}`, `${kind}-accounts`, 'users', user.id, null)
  return { id: user.id, created: true }
}

async function professors(ctx: Ctx) {
  const kind = 'professors'
  await each(ctx, kind, await liveRows(ctx, kind, 'professors'), (row) =>
    ctx.importer.item(kind, row.id, 'professors', row, async () => {
      const problems: string[] = []
      const name = text(row.name_hangul) ?? text(row.name_english)
      if (!name) return { skip: 'no name' }
      const owner = { kind, id: String(row.id) }
      const alt = { ko: `${name} 교수 사진`, en: text(row.name_english) ? `Portrait of ${text(row.name_english)}` : undefined }
      const photo = await ctx.importer.file(text(row.photo), owner, { alt })
      const detailsImage = await ctx.importer.file(text(row.details_image), owner, { alt: { ko: `${name} 교수 약력` } })
      const details = await ctx.importer.html(row.details, owner, { ko: name }, problems)
      const group = ctx.importer.target('subject-groups', row.custom_subject_id) ?? (await otherGroup(ctx))
      if (!ctx.importer.target('subject-groups', row.custom_subject_id)) problems.push('no subject on the old site: listed under 기타 (Other)')
      const user = await account(ctx, kind, row, { name, type: 'professor', state: 'active' })
      return {
        ko: {
          name,
          kind: 'full-time',
          subjectGroup: group,
          ...(photo && { photo: photo.id }),
          ...(detailsImage && { detailsImage: detailsImage.id }),
          ...(details && { details }),
          ...(user && user.id > 0 && { user: user.id }),
          email: text(row.email)?.toLowerCase() ?? null,
          phone: text(row.mobile) ?? text(row.phone),
          birthDate: seoulTime(row.dob),
          homeAddress: text(row.address),
          order: Number(row.id),
          visible: flag(row.status),
        },
        en: text(row.name_english) ? { name: text(row.name_english) } : undefined,
        problems,
      }
    }),
  )
}

/**
 * What an old student row becomes: an account and an application, the account alone (an approved student whose
 * application is past the approved period), or nothing (an application never decided, past the undecided period).
 */
export function studentFate(row: Row, periods: RetentionPeriods, now: Date): { fate: 'application' | 'account' | 'left-out'; approved: boolean; decided: string | null; submitted: string | null } {
  const approved = flag(row.active)
  const decided = approved ? (seoulTime(row.admission_date) ?? seoulTime(row.created_at)) : null
  const submitted = seoulTime(row.created_at)
  const expired = approved ? Boolean(decided && decided < before(now, { years: periods.approvedYears }).toISOString()) : Boolean(submitted && submitted < before(now, { years: periods.undecidedYears }).toISOString())
  return { fate: !expired ? 'application' : approved ? 'account' : 'left-out', approved, decided, submitted }
}

/** The old document columns, in the order the old form sent them, and the application field each fills. */
const DOCUMENTS = [
  ['confention_faith_file', 'confessionOfFaithFile'],
  ['study_plan', 'studyPlan'],
  ['theological_dissertation_file', 'theologicalDissertationFile'],
] as const

/**
 * Students and applicants: each becomes an account (approved students active, applicants pending, with their
 * old password) and an application (approved with the student number, or pending) holding the personal data,
 * faith history and files. Personal data past the site's retention periods is not brought over (counted): a
 * pending application older than the undecided period, with its account; an approved student's application
 * older than the approved period, while the student's account stays. An applicant whose application the site
 * refuses (a required value missing or unreadable) is left out whole, account and files included.
 */
async function students(ctx: Ctx) {
  const kind = 'students'
  const { importer } = ctx
  const periods = await retentionPeriods(importer.payload)
  const now = new Date()
  const faiths = await ctx.source.rows('faiths', { where: 'deleted_at IS NULL' })
  const attachments = await ctx.source.rows('student_attachments', { where: 'deleted_at IS NULL' })
  await each(ctx, kind, await liveRows(ctx, kind, 'students'), async (row) => {
    const id = String(row.id)
    const { fate, approved, decided, submitted } = studentFate(row, periods, now)
    const name = text(row.name_hangul) ?? text(row.name_english) ?? text(row.email) ?? id
    if (fate === 'left-out') {
      importer.report.read(kind)
      importer.report.skipped(kind, id, 'personal data past its retention period (undecided application), not brought over')
      return
    }
    if (fate === 'account') {
      importer.report.read(kind)
      const user = await account(ctx, 'students', row, { name, type: 'student', state: 'active' }).catch((error) => {
        importer.report.problem(kind, id, `account refused: ${(error as Error).message}`)
        return null
      })
      importer.report.skipped(kind, id, `application past its retention period (approved), not brought over${user ? '; the student’s account is kept' : ''}`)
      return
    }
    const ownFaiths = faiths.filter((faith) => Number(faith.student_id) === Number(row.id))
    const ownAttachments = attachments.filter((attachment) => Number(attachment.student_id) === Number(row.id))
    const created: { collection: 'users' | 'applicant-files'; id: number }[] = []
    const result = await importer.item(kind, row.id, 'applications', { row, ownFaiths, ownAttachments }, async () => {
      const problems: string[] = []
      const user = await account(ctx, 'students', row, { name, type: 'student', state: approved ? 'active' : 'pending' })
      if (!user) return { skip: 'no account (no e-mail or password, or the e-mail is another account’s)' }
      if (user.created && user.id > 0) created.push({ collection: 'users', id: user.id })
      const file = async (oldPath: string | null, fileKind: 'photo' | 'document', originalName: string) => {
        if (importer.dryRun || !oldPath) return null
        const stored = await importer.file(oldPath, { kind, id }, { private: { kind: fileKind, originalName, userId: user.id } })
        if (stored) created.push({ collection: 'applicant-files', id: stored.id })
        return stored?.id ?? null
      }
      const photo = await file(text(row.photo), 'photo', path.basename(text(row.photo) ?? 'photo.jpg'))
      const unused = [...ownAttachments]
      const documents: Record<string, number> = {}
      for (const [column, field] of DOCUMENTS) {
        const oldPath = text(row[column])
        if (!oldPath) continue
        const extension = path.extname(oldPath).toLowerCase()
        const match = unused.findIndex((attachment) => path.extname(String(attachment.attachment)).toLowerCase() === extension)
        const originalName = match >= 0 ? (text(unused.splice(match, 1)[0].orginal_name) ?? path.basename(oldPath)) : path.basename(oldPath)
        const stored = await file(oldPath, 'document', originalName)
        if (stored) documents[field] = stored
      }
      const faithRows = ownFaiths.map((faith) => {
        const office = text(faith.office)
        const denomination = text(faith.denomination)
        if (office && !known(OFFICES, office)) problems.push(`church office "${office}" is not among the form’s: 기타 (Other)`)
        if (denomination && !known(DENOMINATIONS, denomination)) problems.push(`denomination "${denomination}" is not among the form’s: 기타 (Other)`)
        return { name: text(faith.name) ?? '-', location: text(faith.location), office: office ? (known(OFFICES, office) ?? '기타') : null, denomination: denomination ? (known(DENOMINATIONS, denomination) ?? '기타') : null, yearOfFaith: text(faith.year_of_faith) }
      })
      const citizenshipNo = text(row.citizenship_no)
      if (citizenshipNo && !isCitizenshipNoShape(citizenshipNo)) problems.push('resident registration number unreadable: not brought over')
      const motive = text(row.motive)
      if (motive && !known(MOTIVES, motive)) problems.push(`motive "${motive}" is not among the form’s: left empty`)
      const admit = text(row.admit_status)
      if (admit && !['0', '1', '2'].includes(admit)) problems.push(`admission type "${admit}" unknown: left empty`)
      if (text(row.dob) && !day(row.dob)) problems.push(`invalid date of birth "${text(row.dob)}"`)
      const gender = text(row.gender)?.toLowerCase()
      return {
        ko: {
          state: approved ? 'approved' : 'pending',
          ...(approved && { studentNumber: text(row.student_no), decidedAt: decided }),
          user: user.id,
          locale: 'ko',
          nameHangul: text(row.name_hangul),
          nameChinese: text(row.name_chinese),
          nameEnglish: text(row.name_english) ?? text(row.name_hangul),
          ...(citizenshipNo && isCitizenshipNoShape(citizenshipNo) && { citizenshipNo }),
          gender: gender === 'male' || gender === 'female' ? gender : null,
          dob: day(row.dob),
          mobile: asE164(text(row.mobile) ?? text(row.phone)),
          email: text(row.email)?.toLowerCase(),
          address: text(row.address),
          photo,
          lastEducationStart: day(row.last_education_start),
          lastEducationEnd: day(row.last_education_end),
          lastSchoolName: text(row.last_school_name),
          lastEducationDepartment: text(row.last_education_department),
          lastEducationSpecial: text(row.last_education_special),
          jobCompany: text(row.job_company),
          jobPosition: text(row.job_position),
          jobAddress: text(row.job_address),
          admitStatus: admit && ['0', '1', '2'].includes(admit) ? admit : null,
          department: importer.target('departments', row.department_id),
          motive: known(MOTIVES, motive),
          faiths: faithRows,
          ...documents,
          ...(submitted && { createdAt: submitted }),
        },
        problems,
      }
    }, { withAccessOff: true })
    if (result === null && !importer.dryRun) {
      // The application was refused: its account and files go too, so nothing is left half.
      for (const doc of created.reverse()) await importer.payload.delete({ collection: doc.collection, id: doc.id, overrideAccess: true, context: importContext() }).catch(() => undefined)
      for (const doc of created) await importer.forget(doc.collection === 'users' ? `students-accounts:${row.id}` : null, doc.id)
    }
  })
}

export const PEOPLE_STEPS = [subjectGroups, professors, students]
