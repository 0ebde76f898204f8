import { getTranslations } from 'next-intl/server'

import { longDate } from '@/components/dashboard/format'
import { STEPS, type Step } from '@/lib/admissions/schedule'
import type { Locale } from '@/lib/api/types'
import type { RoundSchedule } from '@/lib/content/admission-rounds'
import { deadlineDateTime } from '@/lib/format/dates'

import styles from './round-schedule.module.css'

/** When each step is, as the admission pages show it: periods from–to, the announcement to the minute (with KST on /en). */
function when(schedule: RoundSchedule, step: Step, locale: Locale): string {
  const moment = (raw: string) => deadlineDateTime(raw, locale)
  if (step === 'application') return `${moment(schedule.applicationOpensAt)} ~ ${moment(schedule.applicationClosesAt)}`
  if (step === 'interview') return schedule.interviewDays.map((day) => longDate(day, locale)).join(', ')
  if (step === 'announcement') return moment(schedule.announcementAt)
  return `${moment(schedule.enrolmentOpensAt)} ~ ${moment(schedule.enrolmentClosesAt)}`
}

/** The current admission round on the admission pages: its departments and places, and its steps with the present one marked. */
export async function RoundScheduleView({ schedule, locale }: { schedule: RoundSchedule; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'registration.schedule' })
  return (
    <section className={styles.schedule} aria-labelledby="round-schedule-title">
      <h2 id="round-schedule-title" className={styles.title}>
        {t('title', { name: schedule.name })}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step} data-step={step} aria-current={schedule.current === step ? 'step' : undefined}>
            <span className={styles.stepName}>{t(`steps.${step}`)}</span>
            {schedule.current === step && <span className={styles.now}>{t('now')}</span>}
            <span className={styles.when}>{when(schedule, step, locale)}</span>
          </li>
        ))}
      </ol>
      {schedule.departments.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t('departments')}</h3>
          <ul className={styles.departments}>
            {schedule.departments.map((department) => (
              <li key={department.name}>
                {department.name}: {t('places', { count: department.places })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
