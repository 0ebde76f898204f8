'use client'

import { useLocale } from 'next-intl'
import { type RefObject, useEffect, useState } from 'react'

import type { VideoPlayer } from './video-player'

/** Early enough that the controls are there when the video scrolls in, late enough that a page whose video stays below costs nothing. */
const NEAR = '200px'

type Options = {
  /** The player fills its container (the lecture stage) rather than keeping the video's proportions. */
  fill?: boolean
  /** The caller shows a play button of its own over the video, so video.js's big one is left out. */
  ownPlayButton?: boolean
  /** What the container shows: when it changes, the players are made again. */
  resetOn?: string
}

/**
 * Gives every `<video>` inside `container` video.js's player once the container nears the viewport (video.js and its
 * styles load then, as Swiper does for the carousels); until then, and if it fails to load, the browser's own player
 * serves. Says whether the players exist. Their disposal on a change relies on React having removed the elements
 * video.js took first (the effect's cleanup runs after the commit): a player's element is React's (data-vjs-player).
 */
export function useVideoPlayers(container: RefObject<HTMLElement | null>, { fill = false, ownPlayButton = false, resetOn = '' }: Options = {}): boolean {
  const language = useLocale() === 'en' ? 'en' : 'ko'
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const host = container.current
    if (!host || !host.querySelector('video')) return
    const players: VideoPlayer[] = []
    let ended = false
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return
        observer.disconnect()
        import('./video-player')
          .then(({ createVideoPlayer }) => {
            if (ended) return
            for (const video of host.querySelectorAll('video')) {
              if (!video.closest('.video-js')) players.push(createVideoPlayer(video, { language, fill, bigPlayButton: !ownPlayButton }))
            }
            setReady(true)
          })
          .catch((error: unknown) => console.warn('The video player did not load; the browser plays the videos:', error))
      },
      { rootMargin: NEAR },
    )
    observer.observe(host)
    return () => {
      ended = true
      observer.disconnect()
      for (const player of players) player.dispose()
      setReady(false)
    }
  }, [container, fill, ownPlayButton, resetOn, language])

  return ready
}
