'use client'

import type React from 'react'
import { preload as preloadResource } from 'react-dom'

import { imageSources } from '@/lib/media/image-sources'

import styles from './image.module.css'

type Size =
  /** Takes `width` × `height` (and with a `sizes`, scales with its slot). */
  | { fill?: false; width: number; height: number; sizes?: string }
  /** Covers its positioned parent; the `sizes` of that slot chooses the width. */
  | { fill: true; width?: undefined; height?: undefined; sizes: string }

type Props = Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'> &
  Size & {
    src: string
    alt: string
    /** The page's largest picture: fetched at once at high priority instead of when scrolled near. */
    preload?: boolean
    /** Sent as it is (an applicant's photo behind a session), not through the optimizer. */
    unoptimized?: boolean
  }

/**
 * A picture through Next.js's image optimizer (AVIF or WebP at the width the slot needs), lazily loaded unless it
 * is preloaded or asked for `eager`. A client component so that the page's flight data carries these props rather
 * than the srcset; next/image's own client component did the same with 4 KB of script on every page (Brotli) for
 * what a browser does by itself.
 */
export function Image({ src, alt, width, height, sizes, fill = false, preload = false, unoptimized = false, loading = 'lazy', className, ...rest }: Props) {
  const sources = unoptimized ? { src } : imageSources(src, width, sizes)
  if (preload) {
    preloadResource(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: 'high' })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the site's image component, over Next.js's optimizer
    <img
      {...rest}
      alt={alt}
      {...sources}
      sizes={sizes}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={preload ? 'eager' : loading}
      fetchPriority={preload ? 'high' : rest.fetchPriority}
      className={fill ? [styles.fill, className].filter(Boolean).join(' ') : className}
    />
  )
}
