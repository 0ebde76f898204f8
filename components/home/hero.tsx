import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import type { Settings } from '@/lib/api/types'

import { HeroVideo } from './hero-video'
import styles from './hero.module.css'

/** The school's name over its poster image, the first thing painted; the background video joins later, if welcome. */
export async function Hero({ settings }: { settings: Settings }) {
  const t = await getTranslations('home.hero')
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.media}>
        {settings.home_poster && <Image className={styles.poster} src={settings.home_poster} alt="" fill preload fetchPriority="high" sizes="100vw" />}
        {settings.home_video && <HeroVideo src={settings.home_video} labels={{ pause: t('pauseVideo'), play: t('playVideo') }} />}
      </div>
      <div className={styles.overlay}>
        <h1 id="home-title" className={styles.title}>
          {settings.school_name}
        </h1>
        <p className={styles.message}>{settings.school_message}</p>
      </div>
    </section>
  )
}
