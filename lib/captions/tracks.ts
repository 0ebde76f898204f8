import type { CaptionLanguage } from './webvtt'

/** A video's caption file in one language, as the page's `<track>` needs it. */
export type CaptionTrack = { language: CaptionLanguage; src: string }
/** Caption tracks by the video's public address (`/media/{file name}`). */
export type CaptionTracksByVideo = Record<string, CaptionTrack[]>

/**
 * Each language named in the page's language: the player's caption menu speaks the page's language, and a name in the
 * other one would be a passage in another language without its `lang` (KWCAG 3.1.1), which video.js cannot mark.
 */
export const TRACK_LABELS: Record<CaptionLanguage, Record<CaptionLanguage, string>> = { ko: { ko: '한국어', en: '영어' }, en: { ko: 'Korean', en: 'English' } }

export type TrackAttributes = { kind: 'captions'; srcLang: CaptionLanguage; label: string; src: string; default: boolean }

/** The tracks of a video, the page's language first and on by default (Korean on Korean pages, English on /en). */
export function trackAttributes(tracks: CaptionTrack[] | undefined, pageLanguage: CaptionLanguage): TrackAttributes[] {
  return [...(tracks ?? [])]
    .sort((a, b) => Number(b.language === pageLanguage) - Number(a.language === pageLanguage))
    .map((track) => ({ kind: 'captions', srcLang: track.language, label: TRACK_LABELS[pageLanguage][track.language], src: track.src, default: track.language === pageLanguage }))
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

const VIDEO = /<video\b([^>]*)>([\s\S]*?)<\/video>/gi
const SRC = /\bsrc="([^"]*)"/i

/** The video's address without the site's origin, as the tracks are keyed. */
const videoPath = (src: string) => unescapeAttribute(src).replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '')

/**
 * Sanitized rich-text HTML (lib/security/sanitize-html.ts writes every attribute as name="value") with the caption
 * tracks of each of its videos added, found by the video's own address or its first `<source>`.
 */
export function addCaptionTracks(html: string, tracksByVideo: CaptionTracksByVideo, pageLanguage: CaptionLanguage): string {
  if (!html.includes('<video')) return html
  return html.replace(VIDEO, (whole, attributes: string, inner: string) => {
    const src = SRC.exec(attributes)?.[1] ?? SRC.exec(inner)?.[1]
    const tracks = src ? trackAttributes(tracksByVideo[videoPath(src)], pageLanguage) : []
    if (tracks.length === 0) return whole
    const elements = tracks
      .map((track) => `<track kind="captions" srclang="${track.srcLang}" label="${escapeAttribute(track.label)}" src="${escapeAttribute(track.src)}"${track.default ? ' default' : ''}>`)
      .join('')
    return `<video${attributes}>${inner}${elements}</video>`
  })
}
