import type { Application, ApplicantFile, Department } from '@/cms/payload-types'

import type { ApplicantFileLink, Locale, StudentApplication } from '../api/types'
import { payloadClient } from '../payload/client'
import { pickText, type Localized } from '../content/localize'
import { revealedResult, roundFacts } from '../admissions/result'
import { applicantFileUrl } from './file-access'
import { UNIQUE_ID_INPUTS, UNIQUE_ID_KINDS, type UniqueIdInput } from './identifiers'


const fileLink = (file: number | ApplicantFile | null | undefined): ApplicantFileLink | null =>
  file && typeof file === 'object' ? { name: file.originalName || file.filename || String(file.id), url: applicantFileUrl(file.id) } : null

function departmentOf(value: Application['department'], locale: Locale) {
  if (typeof value !== 'object') return null
  const department = value as Department & { name: Localized<string> }
  return { id: department.id, name: pickText(department.name, locale) }
}

/** The signed-in student's own application, newest first if there were several; null when there is none. */
export async function getStudentApplication(userId: number, locale: Locale, now: Date): Promise<StudentApplication | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { user: { equals: userId } },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    locale: 'all',
    overrideAccess: true,
    // The applicant's own data: the phone whole (lists mask it for staff, cms/collections/applications/hooks).
    context: { wholeNumbers: true },
  })
  return docs[0] ? studentApplicationOf(docs[0], locale, now) : null
}

/** An application as its applicant sees it at `now` (read with depth 1 and every locale): its result only once announced. */
export function studentApplicationOf(application: Application, locale: Locale, now: Date, link: typeof fileLink = fileLink): StudentApplication {
  const result = revealedResult(application, now)
  return {
    id: application.id,
    state: application.state,
    student_number: application.studentNumber ?? null,
    rejection_reason: application.state === 'rejected' ? (application.rejectionReason ?? null) : null,
    submitted_at: application.createdAt,
    decided_at: application.decidedAt ?? null,
    nationality: application.nationality,
    ...roundFacts(application),
    ...(result ? { result } : {}),
    name_hangul: application.nameHangul ?? '',
    name_chinese: application.nameChinese ?? null,
    name_english: application.nameEnglish,
    // The masked identifier under its own kind's name; rows stored before the kinds were told apart hold a resident number.
    ...(Object.fromEntries(UNIQUE_ID_KINDS.map((kind) => [UNIQUE_ID_INPUTS[kind], (application.uniqueIdKind ?? 'citizenship') === kind ? (application.citizenshipNoMasked ?? '') : ''])) as Record<UniqueIdInput, string>),
    age: application.age ?? null,
    gender: application.gender,
    mobile: application.mobile,
    email: application.email,
    dob: application.dob,
    address: application.address,
    last_education_start: application.lastEducationStart ?? null,
    last_education_end: application.lastEducationEnd ?? null,
    last_school_name: application.lastSchoolName ?? null,
    last_education_department: application.lastEducationDepartment ?? null,
    last_education_special: application.lastEducationSpecial ?? null,
    job_company: application.jobCompany ?? null,
    job_position: application.jobPosition ?? null,
    job_address: application.jobAddress ?? null,
    admit_status: application.admitStatus ?? null,
    department: departmentOf(application.department, locale),
    motive: application.motive ?? null,
    faiths: (application.faiths ?? []).map((row) => ({
      name: row.name,
      location: row.location ?? null,
      office: row.office ?? null,
      denomination: row.denomination ?? null,
      year_of_faith: row.yearOfFaith ?? null,
    })),
    photo: link(application.photo),
    confention_faith_file: link(application.confessionOfFaithFile),
    study_plan: link(application.studyPlan),
    theological_dissertation_file: link(application.theologicalDissertationFile),
  }
}
