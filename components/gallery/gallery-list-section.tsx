import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/empty-state'
import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { Locale } from '@/lib/api/types'
import { getGalleries } from '@/lib/content/galleries'
import { MEDIA_WIDTHS } from '@/lib/content/media'

import styles from './gallery.module.css'

/** `/community/gallery`: every gallery with photos, each with its first photo (the first preloaded: a phone's largest picture), name and photo count. */
export async function GalleryListSection({ locale }: { locale: Locale }) {
  const [galleries, t] = await Promise.all([getGalleries(0, locale), getTranslations({ locale, namespace: 'gallery' })])
  if (galleries.length === 0) return <EmptyState />
  return (
    <ul className={styles.grid}>
      {galleries.map((gallery, index) => (
        <li key={gallery.id}>
          <Link href={`/community/gallery/${gallery.slug}`} className={styles.card}>
            <div className={styles.thumb}>
              <Image src={gallery.images[0].thumbs} sourceWidth={MEDIA_WIDTHS.thumb} alt="" fill sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 280px" preload={index === 0} />
            </div>
            <h2 className={styles.name}>
              <ListedTitle text={gallery.name} lang={gallery.lang} />
            </h2>
            <p className={styles.count}>{t('photoCount', { count: gallery.images.length })}</p>
          </Link>
        </li>
      ))}
    </ul>
  )
}
