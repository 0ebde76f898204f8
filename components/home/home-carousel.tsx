'use client'

import 'swiper/css'
import 'swiper/css/a11y'

import { Children, type ReactNode } from 'react'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import styles from './carousel.module.css'

/** Slides per view below 1008px; 4 from 1008px, 5 from 1200px (SPEC.md 9). */
const NARROW_SLIDES = { lectures: 3, seminars: 2 } as const

type Props = { kind: keyof typeof NARROW_SLIDES; label: string; children: ReactNode }

/**
 * The home page's carousels. Slides hold plain links or buttons; focusing one that is out of
 * view slides it in (a11y module with slide progress), so keyboard users reach every slide.
 */
export function HomeCarousel({ kind, label, children }: Props) {
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
      {Children.map(children, (child) => (
        <SwiperSlide className={styles.slide}>{child}</SwiperSlide>
      ))}
    </Swiper>
  )
}
