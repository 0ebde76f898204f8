import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/ui/image'
import { ListedTitle } from '@/components/ui/title-language'
import { Link } from '@/i18n/server-link'
import type { Gallery } from '@/lib/api/types'

import styles from './home.module.css'

export async function RecentGalleries({ galleries }: { galleries: Gallery[] }) {
  const t = await getTranslations('home.galleries')
  return (
    <section className={styles.section} aria-labelledby="home-galleries">
      <div className={styles.sectionHeader}>
        <h2 id="home-galleries">{t('heading')}</h2>
      </div>
      <ul className={styles.galleryGrid}>
        {galleries.map((gallery, index) => (
          <li key={gallery.id} className={`${styles.galleryItem} ${index === 0 ? styles.galleryFeatured : ''}`}>
            {gallery.images[0] && (
              <Image
                className={styles.galleryImage}
                src={gallery.images[0].image}
                alt={gallery.name}
                fill
                sizes={index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
              />
            )}
            <div className={styles.galleryCaption}>
              <Link href={`/community/gallery/${gallery.slug}`} className={styles.cardLink}>
                <ListedTitle text={gallery.name} lang={gallery.lang} />
              </Link>
              <span>{t('photos', { count: gallery.images.length })}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
