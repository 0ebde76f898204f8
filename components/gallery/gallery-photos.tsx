'use client'

import { lazy, Suspense, useState } from 'react'
import type { Labels } from 'yet-another-react-lightbox'

import { Image } from '@/components/ui/image'

import type { LightboxPhoto } from './gallery-lightbox'
import styles from './gallery.module.css'

// The lightbox and its styles load on the first click, and only on a gallery page.
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })))

type Props = { photos: (LightboxPhoto & { thumbs: string })[]; labels: Labels }

/** The thumbnails of a gallery, the first preloaded (a phone's largest picture); a click opens the lightbox at that photo. */
export function GalleryPhotos({ photos, labels }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={index}>
            <button type="button" className={styles.photoButton} onClick={() => setOpen(index)}>
              <Image src={photo.thumbs} alt={photo.alt} fill sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 260px" preload={index === 0} />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox photos={photos} index={open} labels={labels} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  )
}
