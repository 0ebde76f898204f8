import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import type { Locale } from '@/lib/api/types'
import type { ApplicantFileLink } from '@/lib/api/types'
import type { StudentApplication } from '@/lib/api/types'
import { countryName } from '@/lib/registration/country-name'
import { ADMIT_STATUSES, DENOMINATIONS, GENDERS, MOTIVES, OFFICES } from '@/lib/registration/options'

import { ApplicationStatus } from './application-status'
import styles from './dashboard.module.css'
import { optionLabel } from './format'

type Props = { application: StudentApplication; locale: Locale }
type Row = [field: keyof Messages['registration']['fields'], value: string | number | null]

const DOCUMENTS = ['photo', 'confention_faith_file', 'study_plan', 'theological_dissertation_file'] as const

/** The masked identifier the application holds, under its kind's name; the resident number's row (empty) when none. */
function identifierRows(a: StudentApplication): Row[] {
  const held = (['citizenship_no', 'alien_registration_no', 'passport_no'] as const).filter((field) => a[field])
  return held.length > 0 ? held.map((field) => [field, a[field]]) : [['citizenship_no', null]]
}

/** Everything the student sent with their application, section by section as in the form, with their files to download. */
export async function StudentApplicationView({ application: a, locale }: Props) {
  const [t, fields, sections, faith] = await Promise.all([
    getTranslations({ locale, namespace: 'dashboard' }),
    getTranslations({ locale, namespace: 'registration.fields' }),
    getTranslations({ locale, namespace: 'registration.sections' }),
    getTranslations({ locale, namespace: 'registration.faith' }),
  ])
  const show = (value: string | number | null) => (value === null || value === '' ? t('none') : String(value))

  const details = (section: keyof Messages['registration']['sections'], rows: Row[]) => (
    <section className={styles.section} aria-labelledby={`application-${section}`}>
      <h2 id={`application-${section}`} className={styles.sectionTitle}>
        {sections(section)}
      </h2>
      <dl className={styles.list}>
        {rows.map(([field, value]) => (
          <div key={field}>
            <dt>{fields(field)}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  )

  const fileLink = (file: ApplicantFileLink | null) =>
    file ? (
      <a href={file.url} download={file.name}>
        {t('download', { file: file.name })}
      </a>
    ) : (
      t('notSubmitted')
    )

  return (
    <div className={styles.stack}>
      <div className={styles.overview}>
        {a.photo && <Image src={a.photo.url} alt={t('photoAlt', { name: a.name_hangul })} width={150} height={200} unoptimized className={styles.photo} />}
        <ApplicationStatus application={a} locale={locale} />
      </div>
      {details('personal', [
        ['nationality', countryName(a.nationality, locale)],
        ['name_hangul', a.name_hangul],
        ['name_chinese', a.name_chinese],
        ['name_english', a.name_english],
        ...identifierRows(a),
        ['age', a.age],
        ['gender', optionLabel(GENDERS, a.gender, locale)],
        ['mobile', a.mobile],
        ['email', a.email],
        ['dob', a.dob],
        ['address', a.address],
      ])}
      {details('academic', [
        ['last_education_start', a.last_education_start],
        ['last_education_end', a.last_education_end],
        ['last_school_name', a.last_school_name],
        ['last_education_department', a.last_education_department],
        ['last_education_special', a.last_education_special],
        ['job_company', a.job_company],
        ['job_position', a.job_position],
        ['job_address', a.job_address],
      ])}
      {details('support', [
        ['admit_status', optionLabel(ADMIT_STATUSES, a.admit_status, locale)],
        ['department_id', a.department?.name ?? null],
      ])}
      <section className={styles.section} aria-labelledby="application-faith">
        <h2 id="application-faith" className={styles.sectionTitle}>
          {sections('faith')}
        </h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{sections('faith')}</caption>
            <thead>
              <tr>
                {(['name', 'location', 'office', 'denomination', 'year_of_faith'] as const).map((field) => (
                  <th key={field} scope="col">
                    {faith(field)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {a.faiths.map((row, index) => (
                <tr key={index}>
                  <td>{row.name}</td>
                  <td>{show(row.location)}</td>
                  <td>{show(optionLabel(OFFICES, row.office, locale))}</td>
                  <td>{show(optionLabel(DENOMINATIONS, row.denomination, locale))}</td>
                  <td>{show(row.year_of_faith)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {details('motivation', [['motive', optionLabel(MOTIVES, a.motive, locale)]])}
      <section className={styles.section} aria-labelledby="application-documents">
        <h2 id="application-documents" className={styles.sectionTitle}>
          {t('files')}
        </h2>
        <dl className={styles.list}>
          {DOCUMENTS.map((field) => (
            <div key={field}>
              <dt>{fields(field)}</dt>
              <dd>{fileLink(a[field])}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}
