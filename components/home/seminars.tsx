import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { HomeSeminar } from '@/lib/api/types'
import { MEDIA_WIDTHS } from '@/lib/content/media'

import { HomeCarousel } from './home-carousel'
import styles from './home.module.css'

const SEMINARS_PATH = '/community/offline-seminar'

/** Each card opens the seminar at its position in the newest-first list, the index the seminar board opens by. */
export async function Seminars({ seminars }: { seminars: HomeSeminar[] }) {
  const t = await getTranslations('home.seminars')
  return (
    <section className={styles.section} aria-labelledby="home-seminars">
      <div className={styles.sectionHeader}>
        <h2 id="home-seminars">{t('heading')}</h2>
        <Link href={SEMINARS_PATH} className={styles.more}>
          {t('viewAll')}
        </Link>
      </div>
      {seminars.length > 0 && (
        <HomeCarousel kind="seminars" label={t('heading')}>
          {seminars.map((seminar, index) => (
            <article key={seminar.id} className={styles.card}>
              {seminar.preview_image && (
                <Image className={styles.cardImage} src={seminar.preview_image} sourceWidth={MEDIA_WIDTHS.card} alt={seminar.title} width={800} height={533} sizes="(min-width: 1200px) 240px, (min-width: 1008px) 25vw, 50vw" />
              )}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link href={`${SEMINARS_PATH}/${index}`} className={styles.cardLink}>
                    <ListedTitle text={seminar.title} lang={seminar.lang} />
                  </Link>
                </h3>
              </div>
            </article>
          ))}
        </HomeCarousel>
      )}
    </section>
  )
}
