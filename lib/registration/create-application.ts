import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Application } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { FILE_FIELDS, type FileInput } from './file-rules'
import { UNIQUE_ID_FIELDS, UNIQUE_ID_INPUTS, UNIQUE_ID_KINDS } from './identifiers'
import type { RegistrationFields } from './schema'
import { allOrNothing, mayHaveStored } from '../payload/transaction'
import { fileStore } from '../storage/file-store'
import { nextExamNumber, prepareExamNumber } from './exam-number'
import { nextReference, prepareReference } from './reference'

/** A file that passed the checks, ready to be stored. */
export type CheckedFile = { originalName: string; bytes: Buffer; extension: string; mime: string }
export type CheckedFiles = Partial<Record<FileInput, CheckedFile>>

/**
 * A failure a test server may inject: once the files are on disk, an error (rolled back) or the process killed
 * outright; once the account is stored, the database gone for the rest of the unit (its undo fails too, as a full disk
 * fails it where there is no transaction); once the application is committed, the database gone for the receipt mail.
 */
export type InjectedFault = 'error-after-files' | 'crash-after-files' | 'away-after-account' | 'away-after-commit'

/** An error shaped as the database's own when it is away (lib/payload/database-away.ts), for the faults above. */
export const injectedAwayError = (code: string) => Object.assign(new Error(`Database unavailable, injected (TEST_FAULTS): ${code}`), { code })

/** What the applicant agreed to (lib/privacy/notices.ts consentRecord), stored with the application. */
export type ApplicationConsents = Application['consents']

/** `round`: the admission round taking applications now, whose 수험번호 the application gets. */
export type CreateOptions = { locale: Locale; round: number; fault?: InjectedFault | null; consents?: ApplicationConsents }

function applicationData(fields: RegistrationFields, locale: Locale) {
  return {
    locale,
    nameHangul: fields.name_hangul,
    nameChinese: fields.name_chinese,
    nameEnglish: fields.name_english,
    nationality: fields.nationality,
    // The one identifier the rules let through, into its virtual field; encrypted before it is stored.
    ...Object.fromEntries(UNIQUE_ID_KINDS.map((kind) => [UNIQUE_ID_FIELDS[kind], fields[UNIQUE_ID_INPUTS[kind]]])),
    age: fields.age,
    gender: fields.gender,
    mobile: fields.mobile,
    email: fields.email.toLowerCase(),
    dob: fields.dob,
    address: fields.address,
    lastEducationStart: fields.last_education_start,
    lastEducationEnd: fields.last_education_end,
    lastSchoolName: fields.last_school_name,
    lastEducationDepartment: fields.last_education_department,
    lastEducationSpecial: fields.last_education_special,
    jobCompany: fields.job_company,
    jobPosition: fields.job_position,
    jobAddress: fields.job_address,
    admitStatus: fields.admit_status,
    department: fields.department_id,
    motive: fields.motive,
    faiths: fields.faiths.map(({ name, location, office, denomination, year_of_faith: yearOfFaith }) => ({ name, location, office, denomination, yearOfFaith })),
  }
}

/**
 * Stores an application all or nothing (lib/payload/transaction.ts): the applicant's pending account,
 * the private files and, last, the application with its faith rows, its reference and its 수험번호, which makes the
 * registration whole. Files reach the disk (or bucket) as they are created, so when anything fails the
 * files written so far are removed as the rest is undone. When the process dies instead, or the records may have
 * stayed (a commit that failed, an undo that failed: mayHaveStored), the files stay too, so that no stored record
 * names a missing file: lib/registration/interrupted-writes.ts and orphan-files.ts remove what was left.
 */
export async function createApplication(payload: Payload, fields: RegistrationFields, files: CheckedFiles, { locale, round, fault = null, consents }: CreateOptions): Promise<Application> {
  const written: string[] = []
  const department = await payload.findByID({ collection: 'departments', id: fields.department_id, depth: 0, overrideAccess: true })
  // A department brought over from the old site may have no two-digit code yet (only its old one): its 수험번호 then
  // begins with the old code, or with its number here when it has neither.
  const examCode = department.code || department.legacyCode || String(department.id).padStart(2, '0')
  await Promise.all([prepareReference(payload), prepareExamNumber(payload, round, examCode)])
  try {
    return await allOrNothing(payload, async ({ req, undo }) => {
      const user = await payload.create({
        collection: 'users',
        data: { email: fields.email.toLowerCase(), password: fields.password, name: fields.name_hangul ?? fields.name_english, type: 'student', state: 'pending', locale },
        req,
        overrideAccess: true,
      })
      if (fault === 'away-after-account') {
        undo(() => Promise.reject(injectedAwayError('SQLITE_FULL')))
        throw injectedAwayError('SQLITE_FULL')
      }
      undo(() => payload.db.deleteOne({ collection: 'users', where: { id: { equals: user.id } }, req }))
      const fileIds: Partial<Record<string, number>> = {}
      for (const [input, file] of Object.entries(files) as [FileInput, CheckedFile][]) {
        // A random name: nothing about the applicant in the path, and no clash for Payload to rename around.
        const filename = `${crypto.randomUUID()}.${file.extension}`
        written.push(filename)
        const doc = await payload.create({
          collection: 'applicant-files',
          data: { kind: FILE_FIELDS[input].kind, originalName: file.originalName, owner: user.id },
          file: { name: filename, data: file.bytes, mimetype: file.mime, size: file.bytes.length },
          req,
          overrideAccess: true,
        })
        undo(() => payload.db.deleteOne({ collection: 'applicant-files', where: { id: { equals: doc.id } }, req }))
        fileIds[FILE_FIELDS[input].field] = doc.id
      }
      if (fault === 'crash-after-files') process.kill(process.pid, 'SIGKILL')
      if (fault === 'error-after-files') throw new Error('Failure injected after the files were written (TEST_FAULTS)')
      // Last, so that the counter's row stays locked for as short a time as possible.
      const reference = await nextReference(payload, { req, undo })
      const examNumber = await nextExamNumber(payload, { req, undo }, round, examCode)
      // A create that fails halfway (its faith rows, a hook) may have stored the application's own row: no other names this new account.
      undo(() => payload.db.deleteMany({ collection: 'applications', where: { user: { equals: user.id } }, req }))
      return payload.create({
        collection: 'applications',
        data: { ...applicationData(fields, locale), ...fileIds, user: user.id, reference, round, examNumber, consents } as never,
        req,
        overrideAccess: true,
      })
    })
  } catch (error) {
    if (!mayHaveStored(error)) await fileStore('applicant-files').remove(written)
    throw error
  }
}
