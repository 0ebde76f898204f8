import { getTranslations } from 'next-intl/server'

import type { SampleLecture } from '@/lib/api/types'
import { ClientMessages } from '@/i18n/client-messages'

import styles from './home.module.css'
import { LecturePlayer } from './lecture-player'

export async function SampleLectures({ lectures }: { lectures: SampleLecture[] }) {
  if (lectures.length === 0) return null
  const t = await getTranslations('home.lectures')
  return (
    <section className={styles.section} aria-labelledby="home-lectures">
      <div className={styles.sectionHeader}>
        <h2 id="home-lectures">{t('heading')}</h2>
      </div>
      <ClientMessages namespaces={['home']}>
        <LecturePlayer lectures={lectures} />
      </ClientMessages>
    </section>
  )
}
