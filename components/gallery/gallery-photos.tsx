'use client'

import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { Labels } from 'yet-another-react-lightbox'

import type { LightboxPhoto } from './gallery-lightbox'
import styles from './gallery.module.css'

// The lightbox and its styles load on the first click, and only on a gallery page.
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })))

type Props = {
  photos: LightboxPhoto[]
  /** Each photo's thumbnail, rendered on the server (components/ui/image.tsx), in the same order. */
  thumbnails: ReactNode[]
  labels: Labels
}

/** The thumbnails of a gallery; a click opens the lightbox at that photo. */
export function GalleryPhotos({ photos, thumbnails, labels }: Props) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <ul className={styles.photos}>
        {thumbnails.map((thumbnail, index) => (
          <li key={index}>
            <button type="button" className={styles.photoButton} onClick={() => setOpen(index)}>
              {thumbnail}
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
