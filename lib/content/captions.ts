import { CAPTION_LANGUAGES, type CaptionLanguage } from '../captions/webvtt'
import type { CaptionTracksByVideo } from '../captions/tracks'
import { cachedRead } from './cached'
import { mediaUrl } from './media'
import { findPublic } from './query'
import { TAGS } from './tags'

const captionUrl = (filename: string) => `/captions/${encodeURIComponent(filename)}`

/** Every caption file, by its video's public address: a few per video, read once and kept until staff change one. */
export const getCaptionTracks = cachedRead('caption-tracks', [TAGS.captions], async (): Promise<CaptionTracksByVideo> => {
  const result = await findPublic('captions', { depth: 1 })
  const tracks: CaptionTracksByVideo = {}
  for (const doc of result.docs as { filename?: string | null; language?: string; video?: unknown }[]) {
    const video = mediaUrl(doc.video)
    const language = doc.language as CaptionLanguage
    if (!video || !doc.filename || !CAPTION_LANGUAGES.includes(language)) continue
    ;(tracks[video] ??= []).push({ language, src: captionUrl(doc.filename) })
  }
  return tracks
})
