/** Why an address cannot be the home page's background video, or null when it can. */
export type VideoAddressProblem = 'notAnAddress' | 'videoPage' | 'notAVideoFile'

// The stand-in origin of a path of this site, so that both kinds of address parse as URLs.
export const SITE_PATH_ORIGIN = 'http://site.invalid'

const VIDEO_FILE = /\.(mp4|webm|m3u8)$/i
// Pages that show a video in their own player: a <video> element cannot play them.
const VIDEO_PAGE_HOSTS = /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|tv\.naver\.com|tv\.kakao\.com|tv\.kakao\.co\.kr|facebook\.com|instagram\.com)$/i

/** A path of this site (`/videos/…`) or an absolute http(s) address, parsed; null for anything else. */
export function parseVideoAddress(value: string): URL | null {
  const trimmed = value.trim()
  try {
    if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return new URL(trimmed, SITE_PATH_ORIGIN)
    const url = new URL(trimmed)
    return /^https?:$/.test(url.protocol) ? url : null
  } catch {
    return null
  }
}

export function videoAddressProblem(value: string): VideoAddressProblem | null {
  const url = parseVideoAddress(value)
  if (!url) return 'notAnAddress'
  if (VIDEO_PAGE_HOSTS.test(url.hostname)) return 'videoPage'
  if (!VIDEO_FILE.test(url.pathname)) return 'notAVideoFile'
  return null
}

export const isPlayableVideoAddress = (value: string | null | undefined): value is string => typeof value === 'string' && videoAddressProblem(value) === null
