'use client'

import 'swiper/css'
import 'swiper/css/a11y'

import type { ReactNode } from 'react'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import styles from './carousel.module.css'

export type CarouselKind = 'lectures' | 'seminars'

/** Slides per view below 1008px; 4 from 1008px, 5 from 1200px (docs/product.md "Constants"). */
const NARROW_SLIDES: Record<CarouselKind, number> = { lectures: 3, seminars: 2 }

type Props = { kind: CarouselKind; label: string; slides: ReactNode[] }

/**
 * Swiper over the carousel's slides: dragging with a mouse, and slides that slide in when focused (a11y
 * module with slide progress), so keyboard users reach every slide. Loaded only when the carousel is near.
 */
export default function SwiperTrack({ kind, label, slides }: Props) {
  return (
    <Swiper
      className={`${styles.carousel} ${styles[kind]}`}
      modules={[A11y]}
      slidesPerView={NARROW_SLIDES[kind]}
      slidesPerGroup={1}
      spaceBetween={16}
      breakpoints={{ 1008: { slidesPerView: 4 }, 1200: { slidesPerView: 5 } }}
      watchSlidesProgress
      a11y={{ containerRole: 'group', containerMessage: label, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={styles.slide}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
