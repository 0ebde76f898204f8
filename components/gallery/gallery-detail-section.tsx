import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { Image } from '@/components/ui/image'
import type { Locale } from '@/lib/api/types'
import { getGallery } from '@/lib/content/galleries'
import { MEDIA_WIDTHS } from '@/lib/content/media'

import { GalleryPhotos } from './gallery-photos'
import styles from './gallery.module.css'

/** `/community/gallery/{slug}`: a gallery's name, description and photos, which open in a lightbox; the first thumbnail is preloaded (a phone's largest picture). */
export async function GalleryDetailSection({ locale, slug }: { locale: Locale; slug: string }) {
  const [gallery, t] = await Promise.all([getGallery(slug, locale), getTranslations({ locale, namespace: 'gallery' })])
  if (!gallery) notFound()
  const photos = gallery.images.map((image) => ({ src: image.image, alt: image.alt }))
  return (
    <div className={styles.detail}>
      <h1 className={styles.title}>{gallery.name}</h1>
      {gallery.description && <p className={styles.description}>{gallery.description}</p>}
      <GalleryPhotos
        photos={photos}
        thumbnails={gallery.images.map((image, index) => (
          <Image key={index} src={image.thumbs} sourceWidth={MEDIA_WIDTHS.thumb} alt={image.alt} fill sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 260px" preload={index === 0} />
        ))}
        labels={{
          Lightbox: t('viewer'),
          'Photo gallery': t('photos'),
          Carousel: t('viewer'),
          Slide: t('slide'),
          // The lightbox fills in {index} and {total} itself.
          '{index} of {total}': t('slideOf', { index: '{index}', total: '{total}' }),
          Previous: t('previous'),
          Next: t('next'),
          Close: t('close'),
        }}
      />
    </div>
  )
}
