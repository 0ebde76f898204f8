'use client'

import 'video.js/dist/video-js.css'

import { useEffect, useRef } from 'react'
import type videojs from 'video.js'

import styles from './hero.module.css'

type Player = ReturnType<typeof videojs>

const sourceType = (src: string) => (/\.m3u8(\?|$)/i.test(src) ? 'application/x-mpegURL' : 'video/mp4')

/** The decorative background video; video.js (with its HLS engine) is loaded only once this mounts. */
export function HeroVideo({ src }: { src: string }) {
  const holder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const host = holder.current
    if (!host) return
    let player: Player | undefined
    let unmounted = false
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('video.js').then(({ default: createPlayer }) => {
      if (unmounted) return
      // video.js rewrites the DOM around its element, so the element is not React's.
      const element = document.createElement('video-js')
      host.appendChild(element)
      player = createPlayer(element, {
        sources: [{ src, type: sourceType(src) }],
        muted: true,
        loop: true,
        playsinline: true,
        preload: 'auto',
        controls: false,
        fluid: true,
        aspectRatio: '16:9',
        bigPlayButton: false,
        controlBar: false,
        errorDisplay: false,
        loadingSpinner: false,
        textTrackDisplay: false,
        textTrackSettings: false,
      })
      player.ready(() => {
        player?.volume(0.5)
        if (reduceMotion) return
        player?.play()?.catch((error: unknown) => console.warn('The background video did not start:', error))
      })
    })
    return () => {
      unmounted = true
      player?.dispose()
    }
  }, [src])

  return <div ref={holder} className={styles.video} aria-hidden="true" />
}
