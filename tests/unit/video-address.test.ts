import { isPlayableVideoAddress, videoAddressProblem } from '@/lib/content/video-address'

describe('videoAddressProblem', () => {
  it('accepts mp4, WebM and HLS files, on this site or on the web', () => {
    expect(videoAddressProblem('/videos/campus/index.m3u8')).toBeNull()
    expect(videoAddressProblem('https://cdn.example.org/school/hero.mp4')).toBeNull()
    expect(videoAddressProblem('https://cdn.example.org/hero.WEBM?version=2')).toBeNull()
  })

  it('refuses pages that show a video in their own player', () => {
    expect(videoAddressProblem('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('videoPage')
    expect(videoAddressProblem('https://youtu.be/dQw4w9WgXcQ')).toBe('videoPage')
    expect(videoAddressProblem('https://vimeo.com/76979871')).toBe('videoPage')
  })

  it('refuses addresses that are not a video file', () => {
    expect(videoAddressProblem('https://example.org/about')).toBe('notAVideoFile')
    expect(videoAddressProblem('/videos/campus/')).toBe('notAVideoFile')
  })

  it('refuses what is not an http(s) address or a path of this site', () => {
    expect(videoAddressProblem('javascript:alert(1)//.mp4')).toBe('notAnAddress')
    expect(videoAddressProblem('//evil.example/x.mp4')).toBe('notAnAddress')
    expect(videoAddressProblem('동영상')).toBe('notAnAddress')
  })
})

describe('isPlayableVideoAddress', () => {
  it('is false for empty and missing values', () => {
    expect(isPlayableVideoAddress('')).toBe(false)
    expect(isPlayableVideoAddress(null)).toBe(false)
    expect(isPlayableVideoAddress('/videos/campus/index.m3u8')).toBe(true)
  })
})
