'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import type { SampleLecture } from '@/lib/api/types'
import { useVideoPlayers } from '@/components/video/use-video-players'
import type { TrackAttributes } from '@/lib/captions/tracks'

import { HomeCarousel } from './home-carousel'
import styles from './lecture-player.module.css'

const warn = (error: unknown) => console.warn('The lecture video did not start:', error)

/**
 * The selected lecture's video with a big play button, and a thumbnail carousel that switches and starts a lecture.
 * Until a lecture plays, its picture covers the video: a video's poster is fetched with the page however far down
 * the video is, while the picture is lazy and at the width shown. The video gets its controls once it plays, and the
 * play button calls it directly, since Safari starts a video with sound only from the click itself. The controls and the
 * caption menu are video.js's once the player nears the viewport; before the page's script runs (or without it, or
 * before video.js has loaded), the browser's own controls play the lecture, and stay if it was started so.
 */
type Props = {
  lectures: SampleLecture[]
  /** Each lecture's cover over its video and its thumbnail, rendered on the server (components/ui/image.tsx), in the same order. */
  pictures: { cover: ReactNode; thumbnail: ReactNode }[]
  /** Each lecture's caption tracks, the page's language first and on by default (KWCAG 1.2.1), in the same order. */
  tracks: TrackAttributes[][]
}

export function LecturePlayer({ lectures, pictures, tracks }: Props) {
  const t = useTranslations('home.lectures')
  const [selected, setSelected] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [started, setStarted] = useState(false)
  const hydrated = useHydrated()
  const video = useRef<HTMLVideoElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const switched = useRef(false)
  const lecture = lectures[selected]
  const enhanced = useVideoPlayers(stage, { fill: true, ownPlayButton: true, resetOn: String(lecture.id) })

  useEffect(() => {
    if (switched.current) video.current?.play().catch(warn)
  }, [selected])

  // A visitor may have started the lecture with the browser's own controls before this script ran.
  useEffect(() => {
    const element = video.current
    if (!element || (element.paused && element.currentTime === 0)) return
    setStarted(true)
    setPlaying(!element.paused)
  }, [])

  const choose = (index: number) => {
    switched.current = true
    setPlaying(false)
    setStarted(false)
    setSelected(index)
  }

  return (
    <div className={styles.player}>
      <div ref={stage} className={styles.stage}>
        {/* video.js makes this element its player (data-vjs-player), so the element React rendered stays React's. */}
        <div key={lecture.id} data-vjs-player="" className={styles.video}>
          <video
            ref={video}
            className={styles.video}
            src={lecture.video}
            aria-label={lecture.title}
            controls={!hydrated || (started && !enhanced)}
            playsInline
            // Not a byte of video before a visitor asks for it: on a phone, even "metadata" starts the download.
            preload="none"
            onPlay={() => setPlaying(true)}
            onPlaying={() => setStarted(true)}
            onPause={() => setPlaying(false)}
          >
            {tracks[selected]?.map((track) => <track key={track.srcLang} {...track} />)}
          </video>
        </div>
        {hydrated && !started && pictures[selected].cover}
        {hydrated && !playing && (
          <button type="button" className={styles.bigPlay} onClick={() => video.current?.play().catch(warn)}>
            <span className="visually-hidden">{t('play', { title: lecture.title })}</span>
          </button>
        )}
      </div>
      <p className={styles.nowPlaying} aria-live="polite">
        {lecture.title}
      </p>
      <HomeCarousel kind="lectures" label={t('thumbnails')}>
        {lectures.map((item, index) => (
          <button key={item.id} type="button" className={styles.thumb} aria-pressed={index === selected} onClick={() => choose(index)}>
            {pictures[index].thumbnail}
            <span className={styles.thumbTitle}>{item.title}</span>
          </button>
        ))}
      </HomeCarousel>
    </div>
  )
}
