import fs from 'node:fs'
import path from 'node:path'

import { captionProblemMessage, checkCaptionFile, hangulShare, MAX_CAPTION_BYTES, type CaptionCheck } from '@/lib/captions/webvtt'
import { addCaptionTracks, trackAttributes } from '@/lib/captions/tracks'

const bytes = (text: string) => new TextEncoder().encode(text)
const problemOf = (check: CaptionCheck) => (check.ok ? null : check.problem)

const KOREAN = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n오늘은 로마서 8장을 함께 읽겠습니다.\n\n00:04.500 --> 00:07.000\n<v 교수>성령의 법이 우리를 해방하였습니다.\n'
const ENGLISH = 'WEBVTT - lecture 1\n\nintro\n00:00:01.000 --> 00:00:04.000 align:start\nToday we read Romans chapter 8 together.\n\nNOTE a note block\n\n00:04.500 --> 00:07.000\nThe law of the Spirit has set us free.\n'

describe('checkCaptionFile (WebVTT caption uploads)', () => {
  it('accepts WebVTT with cues in the language of its slot, and counts the cues', () => {
    expect(checkCaptionFile(bytes(KOREAN), 'ko')).toMatchObject({ ok: true, cues: 2 })
    expect(checkCaptionFile(bytes(ENGLISH), 'en')).toMatchObject({ ok: true, cues: 2, hangulShare: 0 })
    expect(checkCaptionFile(bytes(`\uFEFF${KOREAN.replace(/\n/g, '\r\n')}`), 'ko')).toMatchObject({ ok: true, cues: 2 })
  })

  it('accepts Korean captions with English terms and English ones with a Korean name', () => {
    expect(checkCaptionFile(bytes('WEBVTT\n\n00:01.000 --> 00:03.000\n칭의(justification)와 성화(sanctification)의 차이\n'), 'ko').ok).toBe(true)
    expect(checkCaptionFile(bytes('WEBVTT\n\n00:01.000 --> 00:03.000\nProfessor Kim (김) explains the difference between justification and sanctification.\n'), 'en').ok).toBe(true)
  })

  it('accepts captions without letters (music signs) in either slot', () => {
    const music = bytes('WEBVTT\n\n00:01.000 --> 00:03.000\n♪ ♪\n')
    expect(checkCaptionFile(music, 'ko').ok).toBe(true)
    expect(checkCaptionFile(music, 'en').ok).toBe(true)
  })

  it('refuses a file that is not WebVTT: SRT, another first line, binary data, nothing', () => {
    expect(problemOf(checkCaptionFile(bytes('1\n00:00:01,000 --> 00:00:04,000\n안녕하세요\n'), 'ko'))).toEqual({ kind: 'notWebVtt' })
    expect(problemOf(checkCaptionFile(bytes('WEBVTTX\n\n00:01.000 --> 00:02.000\nhi\n'), 'en'))).toEqual({ kind: 'notWebVtt' })
    expect(problemOf(checkCaptionFile(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'ko'))).toEqual({ kind: 'notText' })
    expect(problemOf(checkCaptionFile(bytes('WEBVTT\n\0\n'), 'ko'))).toEqual({ kind: 'notText' })
    expect(problemOf(checkCaptionFile(new Uint8Array(), 'ko'))).toEqual({ kind: 'empty' })
  })

  it('refuses bad cue timings with the line they are on, and a file without cues', () => {
    expect(problemOf(checkCaptionFile(bytes('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\n안녕하세요\n'), 'ko'))).toEqual({ kind: 'badTiming', line: 3 })
    expect(problemOf(checkCaptionFile(bytes('WEBVTT\n\n00:05.000 --> 00:04.000\n안녕하세요\n'), 'ko'))).toEqual({ kind: 'badTiming', line: 3 })
    expect(problemOf(checkCaptionFile(bytes('WEBVTT\n\n00:01.000 --> 00:02.000\n안녕\n\n그냥 글\n'), 'ko'))).toEqual({ kind: 'badTiming', line: 6 })
    expect(problemOf(checkCaptionFile(bytes('WEBVTT\n\nNOTE only a note\n'), 'en'))).toEqual({ kind: 'noCues' })
    expect(problemOf(checkCaptionFile(bytes('WEBVTT'), 'en'))).toEqual({ kind: 'noCues' })
  })

  it('refuses a file above the size limit before reading it', () => {
    const large = bytes(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'가'.repeat(MAX_CAPTION_BYTES / 3 + 10)}\n`)
    expect(problemOf(checkCaptionFile(large, 'ko'))).toEqual({ kind: 'tooLarge', bytes: large.length })
  })

  it('refuses Korean captions in the English slot and English ones in the Korean slot', () => {
    expect(problemOf(checkCaptionFile(bytes(KOREAN), 'en'))).toEqual({ kind: 'wrongLanguage', expected: 'en', found: 'ko' })
    expect(problemOf(checkCaptionFile(bytes(ENGLISH), 'ko'))).toEqual({ kind: 'wrongLanguage', expected: 'ko', found: 'en' })
  })

  it('reads the share of Hangul among the letters, a syllable as three', () => {
    expect(hangulShare('가 abc')).toBe(0.5)
    expect(hangulShare('123 ♪')).toBeNull()
  })

  it('says what is wrong in Korean first, then in English', () => {
    for (const problem of [{ kind: 'notWebVtt' }, { kind: 'tooLarge', bytes: 600_000 }, { kind: 'badTiming', line: 3 }, { kind: 'wrongLanguage', expected: 'en', found: 'ko' }] as const) {
      const message = captionProblemMessage(problem)
      expect(message).toMatch(/^[^A-Za-z]*[가-힣].* \/ [A-Z]/)
    }
    expect(captionProblemMessage({ kind: 'tooLarge', bytes: 600_000 })).toContain('512 KB')
    expect(captionProblemMessage({ kind: 'wrongLanguage', expected: 'en', found: 'ko' })).toContain('영어 자막 자리에 한국어 자막 파일')
  })

  it('passes the demo content\'s caption files', () => {
    for (const language of ['ko', 'en'] as const) {
      const file = fs.readFileSync(path.resolve('scripts/seed/assets', `sample-lecture.${language}.vtt`))
      expect(checkCaptionFile(file, language)).toMatchObject({ ok: true, cues: 2 })
    }
  })
})

describe('caption tracks', () => {
  const tracks = { '/media/talk.mp4': [{ language: 'ko' as const, src: '/captions/talk.ko.vtt' }, { language: 'en' as const, src: '/captions/talk.en.vtt' }] }

  it('puts the page language first and on by default', () => {
    expect(trackAttributes(tracks['/media/talk.mp4'], 'en')).toEqual([
      { kind: 'captions', srcLang: 'en', label: 'English', src: '/captions/talk.en.vtt', default: true },
      { kind: 'captions', srcLang: 'ko', label: 'Korean', src: '/captions/talk.ko.vtt', default: false },
    ])
    expect(trackAttributes(undefined, 'ko')).toEqual([])
  })

  it('adds the tracks to each video of rich text found by its address or its source, and leaves others alone', () => {
    const html = '<p>강의</p><video src="/media/talk.mp4" controls></video><video controls><source src="https://school.example/media/talk.mp4?x=1" type="video/mp4" /></video><video src="/media/other.mp4"></video>'
    const result = addCaptionTracks(html, tracks, 'ko')
    expect(result).toBe(
      '<p>강의</p><video src="/media/talk.mp4" controls><track kind="captions" srclang="ko" label="한국어" src="/captions/talk.ko.vtt" default><track kind="captions" srclang="en" label="영어" src="/captions/talk.en.vtt"></video>' +
        '<video controls><source src="https://school.example/media/talk.mp4?x=1" type="video/mp4" /><track kind="captions" srclang="ko" label="한국어" src="/captions/talk.ko.vtt" default><track kind="captions" srclang="en" label="영어" src="/captions/talk.en.vtt"></video>' +
        '<video src="/media/other.mp4"></video>',
    )
  })
})
