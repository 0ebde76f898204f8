import { getLocale, getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import type { SampleLecture } from '@/lib/api/types'
import { ClientMessages } from '@/i18n/client-messages'
import { trackAttributes } from '@/lib/captions/tracks'
import { getCaptionTracks } from '@/lib/content/captions'
import { MEDIA_WIDTHS } from '@/lib/content/media'

import styles from './home.module.css'
import { LecturePlayer } from './lecture-player'
import playerStyles from './lecture-player.module.css'

export async function SampleLectures({ lectures }: { lectures: SampleLecture[] }) {
  if (lectures.length === 0) return null
  const [t, locale, captions] = await Promise.all([getTranslations('home.lectures'), getLocale(), getCaptionTracks()])
  return (
    <section className={styles.section} aria-labelledby="home-lectures">
      <div className={styles.sectionHeader}>
        <h2 id="home-lectures">{t('heading')}</h2>
      </div>
      <ClientMessages namespaces={['home']}>
        <LecturePlayer
          lectures={lectures}
          tracks={lectures.map((lecture) => trackAttributes(captions[lecture.video], locale === 'en' ? 'en' : 'ko'))}
          pictures={lectures.map((lecture) => ({
            cover: lecture.thumbs && <Image className={playerStyles.cover} src={lecture.thumbs} sourceWidth={MEDIA_WIDTHS.thumb} alt="" fill sizes="(min-width: 1008px) 960px, 100vw" />,
            thumbnail: lecture.thumbs && (
              <Image className={playerStyles.thumbImage} src={lecture.thumbs} sourceWidth={MEDIA_WIDTHS.thumb} alt="" width={400} height={300} sizes="(min-width: 1200px) 240px, (min-width: 1008px) 25vw, 33vw" />
            ),
          }))}
        />
      </ClientMessages>
    </section>
  )
}
