import type { Payload, Where } from 'payload'

import type { ApplicantFile, Application } from '@/cms/payload-types'

import { staffDateTime } from '../format/dates'
import { relationId } from '../payload/relation-id'
import { APPLICATION_FILE_FIELDS } from '../registration/file-rules'
import { ADMIT_STATUSES, APPLICATION_STATES, DENOMINATIONS, GENDERS, MOTIVES, OFFICES, UNIQUE_ID_KIND_OPTIONS } from '../registration/options'
import { decrypt } from '../security/encryption'
import { recordAccess, type Accessor } from './access-log'
import type { ApplicationFilters } from './export-filters'
import type { ExportTexts } from './export-texts'
import { maskPhone } from './masking'
import { workbookOf, type Column } from './workbook'

type Language = 'ko' | 'en'
type Option = { value: string; label: Record<Language, string> }

const labelOf = (options: readonly Option[], value: string | null | undefined, language: Language) =>
  options.find((option) => option.value === value)?.label[language] ?? value ?? ''

/** The churches, one a line: 새빛교회 (서울, 장로교, 집사, 10년). */
function faithsOf(application: Application, language: Language, years: (count: string) => string): string {
  return (application.faiths ?? [])
    .map((faith) => {
      const details = [faith.location, labelOf(DENOMINATIONS, faith.denomination, language), labelOf(OFFICES, faith.office, language), faith.yearOfFaith ? years(faith.yearOfFaith) : '']
      const known = details.filter(Boolean)
      return known.length > 0 ? `${faith.name} (${known.join(', ')})` : faith.name
    })
    .join('\n')
}

/** The names of every applicant file of the chosen applications, by file id (one read). */
async function fileNames(payload: Payload, applications: Application[]): Promise<Map<number, string>> {
  const ids = applications.flatMap((application) => APPLICATION_FILE_FIELDS.map((field) => relationId(application[field]))).filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({ collection: 'applicant-files', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true })
  return new Map(docs.map((file: ApplicantFile) => [file.id, file.originalName || file.filename || String(file.id)]))
}


function wholeCitizenshipNo(application: Application): string {
  if (!application.citizenshipNoEncrypted) return ''
  try {
    return decrypt(application.citizenshipNoEncrypted)
  } catch {
    return application.citizenshipNoMasked ?? ''
  }
}

/**
 * The applications the filters chose, oldest first, as an .xlsx file with the admin's headers;
 * resident numbers and phones masked unless whole ones were asked for. Each export is a line of
 * the access log, with its filters and count.
 */
export async function exportApplications(payload: Payload, filters: ApplicationFilters, where: Where, who: Accessor, text: ExportTexts): Promise<{ body: Uint8Array; count: number }> {
  const whole = filters.wholeNumbers
  const { docs } = await payload.find({ collection: 'applications', where, depth: 0, pagination: false, sort: 'createdAt', overrideAccess: true, showHiddenFields: whole, context: { wholeNumbers: true } })
  const departments = await payload.find({ collection: 'departments', depth: 0, pagination: false, overrideAccess: true, locale: text.language })
  const departmentName = new Map(departments.docs.map((department) => [department.id, department.name]))
  const language = text.language
  const names = await fileNames(payload, docs)
  const documentsOf = (row: Application) =>
    APPLICATION_FILE_FIELDS.flatMap((field) => {
      const name = names.get(relationId(row[field]) ?? -1)
      return name ? [`${text.column(field)}: ${name}`] : []
    }).join('\n')
  const period = (row: Application) => [row.lastEducationStart, row.lastEducationEnd].some(Boolean) ? `${row.lastEducationStart ?? ''} ~ ${row.lastEducationEnd ?? ''}` : ''

  const columns: Column<Application>[] = [
    { header: text.column('reference'), width: 16, value: (row) => row.reference },
    { header: text.column('state'), width: 10, value: (row) => labelOf(APPLICATION_STATES, row.state, language) },
    { header: text.column('nameHangul'), width: 12, value: (row) => row.nameHangul },
    { header: text.column('nameChinese'), width: 12, value: (row) => row.nameChinese },
    { header: text.column('nameEnglish'), width: 20, value: (row) => row.nameEnglish },
    { header: text.column('nationality'), width: 8, value: (row) => row.nationality },
    { header: text.column('uniqueIdKind'), width: 14, value: (row) => (row.citizenshipNoEncrypted || row.citizenshipNoMasked ? labelOf(UNIQUE_ID_KIND_OPTIONS, row.uniqueIdKind ?? 'citizenship', language) : '') },
    { header: text.column('citizenshipNo'), width: 16, value: (row) => (whole ? wholeCitizenshipNo(row) : row.citizenshipNoMasked) },
    { header: text.column('dob'), width: 12, value: (row) => row.dob },
    { header: text.column('gender'), width: 8, value: (row) => labelOf(GENDERS, row.gender, language) },
    { header: text.column('mobile'), width: 16, value: (row) => (whole || !row.mobile ? row.mobile : maskPhone(row.mobile)) },
    { header: text.column('email'), width: 28, value: (row) => row.email },
    { header: text.column('age'), width: 6, value: (row) => (row.age ? String(row.age) : '') },
    { header: text.column('address'), width: 40, value: (row) => row.address },
    { header: text.column('department'), width: 16, value: (row) => departmentName.get(relationId(row.department) ?? -1) ?? '' },
    { header: text.column('admitStatus'), width: 12, value: (row) => labelOf(ADMIT_STATUSES, row.admitStatus, language) },
    { header: text.column('motive'), width: 16, value: (row) => labelOf(MOTIVES, row.motive, language) },
    { header: text.column('lastSchoolName'), width: 20, value: (row) => row.lastSchoolName },
    { header: text.column('lastEducationDepartment'), width: 16, value: (row) => row.lastEducationDepartment },
    { header: text.column('lastEducationSpecial'), width: 16, value: (row) => row.lastEducationSpecial },
    { header: text.column('lastEducationPeriod'), width: 24, value: period },
    { header: text.column('jobCompany'), width: 20, value: (row) => row.jobCompany },
    { header: text.column('jobPosition'), width: 12, value: (row) => row.jobPosition },
    { header: text.column('jobAddress'), width: 30, value: (row) => row.jobAddress },
    { header: text.column('faiths'), width: 40, value: (row) => faithsOf(row, language, (count) => text.column('years').replace('{{count}}', count)) },
    { header: text.column('documents'), width: 40, value: documentsOf },
    { header: text.column('studentNumber'), width: 14, value: (row) => row.studentNumber },
    { header: text.column('createdAt'), width: 18, value: (row) => staffDateTime(row.createdAt) },
    { header: text.column('reviewStartedAt'), width: 18, value: (row) => (row.reviewStartedAt ? staffDateTime(row.reviewStartedAt) : '') },
    { header: text.column('decidedAt'), width: 18, value: (row) => (row.decidedAt ? staffDateTime(row.decidedAt) : '') },
    { header: text.column('rejectionReason'), width: 30, value: (row) => row.rejectionReason },
  ]
  const body = await workbookOf(text.sheet('applications'), columns, docs)
  await recordAccess(payload, who, {
    action: 'exportApplications',
    details: { filters: { state: filters.state ?? null, department: filters.department ?? null, round: filters.round ?? null, ...(filters.stage && { stage: filters.stage }) }, numbers: whole ? 'full' : 'masked', count: docs.length },
  })
  return { body, count: docs.length }
}
