'use client'

import Lightbox, { type Labels } from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'

import styles from './gallery.module.css'

export type LightboxPhoto = { src: string; alt: string }

type Props = { photos: LightboxPhoto[]; index: number; labels: Labels; onClose: () => void }

/** The full-size photos, one at a time: arrows and swipes move, Escape closes, and the first and last photo do not wrap around. */
export function GalleryLightbox({ photos, index, labels, onClose }: Props) {
  return <Lightbox open close={onClose} index={index} slides={photos} labels={labels} carousel={{ finite: true }} controller={{ closeOnBackdropClick: true }} className={styles.lightbox} />
}
