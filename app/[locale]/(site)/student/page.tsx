import { getTranslations } from 'next-intl/server'
import { headers } from 'next/headers'

import { dashboardMetadata, type DashboardPageProps } from '@/components/dashboard/dashboard-metadata'
import styles from '@/components/dashboard/dashboard.module.css'
import { StudentApplicationView } from '@/components/dashboard/student-application'
import { PageFrame } from '@/components/forms/page-frame'
import { pageLocale } from '@/i18n/page-locale'
import { requireUser } from '@/lib/auth/session'
import { requestClock } from '@/lib/clock'
import { getStudentApplication } from '@/lib/registration/dashboard'

// Rendered per request for the signed-in user; never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = dashboardMetadata('student')

/** The signed-in student's application; anyone else is sent to the login page. */
export default async function StudentDashboardPage({ params }: DashboardPageProps) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const user = await requireUser('student')
  const [t, application] = await Promise.all([getTranslations({ locale: lang, namespace: 'dashboard' }), getStudentApplication(user.id, lang, requestClock(await headers()))])
  return (
    <PageFrame title={t('studentTitle')}>
      <p className={styles.greeting}>{t('greeting', { name: user.name })}</p>
      {application ? <StudentApplicationView application={application} locale={lang} /> : <p>{t('noApplication')}</p>}
    </PageFrame>
  )
}
