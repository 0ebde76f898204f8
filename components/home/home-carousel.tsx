'use client'

import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

import styles from './carousel.module.css'
import type { CarouselKind } from './swiper-track'

const SwiperTrack = lazy(() => import('./swiper-track'))

type Props = { kind: CarouselKind; label: string; children: ReactNode }

/**
 * True once the element comes near the viewport and holds no focus: the moment to swap it for Swiper
 * without taking the focus from a keyboard user.
 */
function useReadyToUpgrade(element: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const node = element.current
    if (!node) return
    const upgrade = (event?: FocusEvent) => {
      const focused = event ? event.relatedTarget : document.activeElement
      if (focused instanceof Node && node.contains(focused)) return
      observer.disconnect()
      node.removeEventListener('focusout', upgrade)
      setReady(true)
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return
      node.addEventListener('focusout', upgrade)
      upgrade()
    }, { rootMargin: '200px' })
    observer.observe(node)
    return () => {
      observer.disconnect()
      node.removeEventListener('focusout', upgrade)
    }
  }, [element])
  return ready
}

/**
 * The home page's carousels: a row of slides that scrolls and snaps by itself (server HTML, no script), which
 * becomes a Swiper, with its script and styles, when it comes near the viewport.
 */
export function HomeCarousel({ kind, label, children }: Props) {
  const native = useRef<HTMLDivElement>(null)
  const ready = useReadyToUpgrade(native)
  const slides = Children.toArray(children)
  const track = (
    <div ref={native} role="group" aria-label={label} className={`${styles.carousel} ${styles[kind]}`}>
      <ul className={styles.track}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  )
  if (!ready) return track
  return (
    <Suspense fallback={track}>
      <SwiperTrack kind={kind} label={label} slides={slides} />
    </Suspense>
  )
}
