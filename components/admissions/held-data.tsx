'use client'

import { useLocale, useTranslations } from 'next-intl'

import { longDate } from '@/components/dashboard/format'
import { DetailList, type DetailRow } from '@/components/ui/detail-list'
import type { HeldPersonalData, Locale } from '@/lib/api/types'
import { countryName } from '@/lib/registration/country-name'

import styles from './status.module.css'

const SHOWN = [
  'nationality',
  'name_hangul',
  'name_chinese',
  'name_english',
  'citizenship_no',
  'alien_registration_no',
  'passport_no',
  'gender',
  'dob',
  'mobile',
  'email',
  'address',
  'last_education_start',
  'last_education_end',
  'last_school_name',
  'last_education_department',
  'last_education_special',
  'job_company',
  'job_position',
  'job_address',
] as const

/** Everything the school holds about the applicant (PIPA Art. 35): the application, the files, the consents given. */
export function HeldData({ data }: { data: HeldPersonalData }) {
  const t = useTranslations('privacyRights')
  const status = useTranslations('applicationStatus')
  const locale = useLocale() as Locale
  const application = data.application
  const rows: DetailRow[] = [
    [t('fields.reference'), data.reference ?? '—'],
    [t('fields.status'), status(`states.${data.status}`)],
    [t('fields.submitted_at'), longDate(application.submitted_at, locale)],
    ...SHOWN.filter((key) => application[key]).map((key): [string, string] => [t(`fields.${key}`), key === 'nationality' ? countryName(application.nationality, locale) : String(application[key])]),
    [t('fields.department'), application.department?.name],
    [t('fields.faiths'), application.faiths.map((row) => [row.name, row.location, row.office, row.denomination, row.year_of_faith].filter(Boolean).join(' · ')).join(' / ')],
  ]
  const files = [application.photo, application.confention_faith_file, application.study_plan, application.theological_dissertation_file].filter((file) => file !== null)
  const consent = (agreed: boolean) => (agreed ? t('agreed') : t('notAgreed'))
  return (
    <section className={styles.result} aria-labelledby="held-data" aria-live="polite">
      <h3 id="held-data" className={styles.resultHeading}>
        {t('heldHeading')}
      </h3>
      <DetailList rows={rows} className={styles.list} />
      {files.length > 0 && (
        <>
          <h4 className={styles.filesHeading}>{t('files')}</h4>
          <ul className={styles.files}>
            {files.map((file) => (
              <li key={file.url}>
                <a href={file.url}>{file.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h4 className={styles.filesHeading}>{t('consents')}</h4>
      <DetailList
        className={styles.list}
        rows={[
          [t('consentPrivacy'), consent(data.consents.privacy)],
          [t('consentSensitive'), consent(data.consents.sensitive)],
          [t('consentUniqueId'), data.consents.unique_id && consent(true)],
        ]}
      />
      {data.consents.agreed_at && <p>{t('agreedAt', { date: longDate(data.consents.agreed_at, locale), version: data.consents.notice_version ?? '—' })}</p>}
    </section>
  )
}
