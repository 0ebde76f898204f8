'use client'

import { useEffect, useRef, useState } from 'react'

import { whenIdle } from '@/lib/browser/when-idle'

import styles from './hero.module.css'

type Connection = { saveData?: boolean; effectiveType?: string }

const isHls = (src: string) => /\.m3u8(\?|$)/i.test(src)

/** The video is decoration: reduced motion, Save-Data and anything slower than 4G keep the poster alone and spend no bytes on it. */
function videoWelcome(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection
  if (connection?.saveData || /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '')) return false
  return !window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Plays `src` in `video`: through the browser's own player when it can (mp4 everywhere, HLS in Safari and
 * recent Chrome), else through video.js's HLS engine, loaded only then. Gives `keepStop` what stops it as soon as
 * there is something to stop, whether or not the start succeeds.
 */
async function play(video: HTMLVideoElement, src: string, keepStop: (stop: () => void) => void): Promise<void> {
  if (!isHls(src) || video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = src
    keepStop(() => video.removeAttribute('src'))
    await video.play()
    return
  }
  const { default: createPlayer } = await import('video.js')
  const player = createPlayer(video, { sources: [{ src, type: 'application/x-mpegURL' }], controls: false, loop: true, muted: true, preload: 'auto', children: [] })
  keepStop(() => player.dispose())
  await player.play()
}

/** The visitor's choice to stop the background video, kept for the visit (KWCAG 2.2.2 정지 기능 제공). */
const PAUSED_KEY = 'hero-video-paused'
const pausedForTheVisit = () => sessionStorage.getItem(PAUSED_KEY) === '1'

type Labels = { pause: string; play: string }
type State = 'off' | 'playing' | 'paused'

/**
 * The hero's background video over its poster: nothing is fetched until the page has loaded, the hero is in view and the
 * browser idle, and not at all once the visitor has paused it during this visit. A button pauses and plays it again.
 */
export function HeroVideo({ src, labels }: { src: string; labels: Labels }) {
  const holder = useRef<HTMLDivElement>(null)
  const element = useRef<HTMLVideoElement | null>(null)
  const begin = useRef<(() => void) | null>(null)
  const [state, setState] = useState<State>('off')

  useEffect(() => {
    const host = holder.current
    if (!host || !videoWelcome()) return
    let stop: (() => void) | undefined
    let cancelIdle: (() => void) | undefined
    let unmounted = false
    // video.js rewrites the DOM around its element, so the element is created here rather than by React.
    const video = Object.assign(document.createElement('video'), { muted: true, loop: true, playsInline: true, preload: 'auto' })
    video.setAttribute('aria-hidden', 'true')
    // The button comes with the first play (before a frame arrives), so a visitor can stop the video before it shows.
    video.addEventListener('play', () => setState('playing'))
    video.addEventListener('playing', () => host.setAttribute('data-playing', ''), { once: true })
    video.addEventListener('pause', () => setState('paused'))
    element.current = video
    const start = () =>
      (cancelIdle = whenIdle(() => {
        host.appendChild(video)
        play(video, src, (stopper) => (unmounted ? stopper() : (stop = stopper))).catch((error: unknown) => {
          // Paused by the visitor before it had started: the play button stays, to start it again.
          if (error instanceof DOMException && error.name === 'AbortError') return
          setState('off')
          console.warn('The background video did not start:', error)
        })
      }))
    // Not before the page has loaded, the poster with it: an idle moment comes while the page is still loading, and the
    // video's megabytes would then share a phone's connection with the poster, the page's largest contentful paint.
    const afterLoad = () => (document.readyState === 'complete' ? start() : window.addEventListener('load', start, { once: true }))
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting) return
      observer.disconnect()
      if (!pausedForTheVisit()) return afterLoad()
      // Paused earlier in this visit: the button offers to play, and nothing is fetched until it is pressed.
      begin.current = afterLoad
      setState('paused')
    })
    observer.observe(host)
    return () => {
      unmounted = true
      observer.disconnect()
      window.removeEventListener('load', start)
      cancelIdle?.()
      stop?.()
      video.remove()
      element.current = null
      begin.current = null
    }
  }, [src])

  const toggle = () => {
    const video = element.current
    if (!video) return
    if (state === 'playing') {
      sessionStorage.setItem(PAUSED_KEY, '1')
      video.pause()
      return
    }
    sessionStorage.removeItem(PAUSED_KEY)
    if (begin.current) {
      begin.current()
      begin.current = null
    } else video.play().catch((error: unknown) => console.warn('The background video did not start:', error))
  }

  return (
    <>
      <div ref={holder} className={styles.videoLayer} aria-hidden="true" />
      {state !== 'off' && (
        <button type="button" className={styles.videoToggle} data-state={state} onClick={toggle}>
          <span className="visually-hidden">{state === 'playing' ? labels.pause : labels.play}</span>
        </button>
      )}
    </>
  )
}
