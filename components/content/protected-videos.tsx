'use client'

import { useEffect, useRef } from 'react'

import { useVideoPlayers } from '@/components/video/use-video-players'

/** `videoLabel` names the videos that have no name of their own (each becomes a player region named by it). */
type Props = { html: string; className?: string; videoLabel?: string }

/**
 * Server HTML whose videos offer no download button and no context menu (the school's lecture recordings), played by
 * video.js with its caption menu once they near the viewport.
 */
export function ProtectedVideos({ html, className, videoLabel }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useVideoPlayers(ref, { resetOn: html })

  useEffect(() => {
    for (const video of ref.current?.querySelectorAll('video') ?? []) {
      const tokens = new Set((video.getAttribute('controlslist') ?? '').split(/\s+/).filter(Boolean))
      tokens.add('nodownload')
      video.setAttribute('controlslist', [...tokens].join(' '))
      if (videoLabel && !video.hasAttribute('aria-label')) video.setAttribute('aria-label', videoLabel)
    }
  }, [html, videoLabel])

  return (
    <div
      ref={ref}
      className={className}
      onContextMenu={(event) => {
        if ((event.target as Element).closest('video')) event.preventDefault()
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
