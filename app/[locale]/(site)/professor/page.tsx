import { getTranslations } from 'next-intl/server'

import { dashboardMetadata, type DashboardPageProps } from '@/components/dashboard/dashboard-metadata'
import styles from '@/components/dashboard/dashboard.module.css'
import { PageFrame } from '@/components/forms/page-frame'
import { ProfessorCard } from '@/components/professors/professor-card'
import { pageLocale } from '@/i18n/page-locale'
import { requireUser } from '@/lib/auth/session'
import { getProfessorProfile } from '@/lib/content/professors'

// Rendered per request for the signed-in user; never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = dashboardMetadata('professor')

/** The signed-in professor's public profile, as the professors page shows it; anyone else is sent to the login page. */
export default async function ProfessorDashboardPage({ params }: DashboardPageProps) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const user = await requireUser('professor')
  const [t, profile] = await Promise.all([getTranslations({ locale: lang, namespace: 'dashboard' }), getProfessorProfile(user.id, lang)])
  return (
    <PageFrame title={t('professorTitle')}>
      <p className={styles.greeting}>{t('greeting', { name: user.name })}</p>
      {profile ? (
        <>
          <p>{t('profileNote')}</p>
          <ProfessorCard professor={profile} locale={lang} />
        </>
      ) : (
        <p>{t('noProfile')}</p>
      )}
    </PageFrame>
  )
}
