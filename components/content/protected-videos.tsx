'use client'

import { useEffect, useRef } from 'react'

import { useVideoPlayers } from '@/components/video/use-video-players'

type Props = { html: string; className?: string }

/**
 * Server HTML whose videos offer no download button and no context menu (the school's lecture recordings), played by
 * video.js with its caption menu once they near the viewport.
 */
export function ProtectedVideos({ html, className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useVideoPlayers(ref, { key: html })

  useEffect(() => {
    for (const video of ref.current?.querySelectorAll('video') ?? []) {
      const tokens = new Set((video.getAttribute('controlslist') ?? '').split(/\s+/).filter(Boolean))
      tokens.add('nodownload')
      video.setAttribute('controlslist', [...tokens].join(' '))
    }
  }, [html])

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
