/** The caption languages: a file per video and language (cms/collections/captions.ts). */
export const CAPTION_LANGUAGES = ['ko', 'en'] as const
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number]

/** A caption file is text: an hour-long lecture's captions are about 100 KB, so 512 KB leaves room and refuses a video picked by mistake. */
export const MAX_CAPTION_BYTES = 512 * 1024

/**
 * The share of the cue text written in Hangul: Korean captions carry some English words (names, terms) and English
 * ones now and then a Korean name, so each slot allows a share of the other script.
 */
const KOREAN_AT_LEAST = 0.3
const ENGLISH_AT_MOST = 0.2

export type CaptionProblem =
  | { kind: 'empty' }
  | { kind: 'tooLarge'; bytes: number }
  | { kind: 'notText' }
  | { kind: 'notWebVtt' }
  | { kind: 'badTiming'; line: number }
  | { kind: 'noCues' }
  | { kind: 'wrongLanguage'; expected: CaptionLanguage; found: CaptionLanguage }

export type CaptionCheck = { ok: true; cues: number; hangulShare: number | null } | { ok: false; problem: CaptionProblem }

// mm:ss.ttt or hh:mm:ss.ttt (hours may have more than two digits), as the WebVTT standard writes a timestamp.
const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`)

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000

/** A Hangul syllable counts as three letters, about what it takes in Latin letters, so that mixed text weighs fairly. */
const LETTERS_PER_SYLLABLE = 3

/** The share of the letters of `text` that are Hangul, or null when it has no letters (music signs, numbers). */
export function hangulShare(text: string): number | null {
  const hangul = (text.match(/[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/g)?.length ?? 0) * LETTERS_PER_SYLLABLE
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return hangul + latin === 0 ? null : hangul / (hangul + latin)
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * Whether `bytes` is a WebVTT file (https://www.w3.org/TR/webvtt1/) with at least one well-timed cue, within the size
 * limit, whose text is in `language`. Cue settings and the text's markup are left to the player.
 */
export function checkCaptionFile(bytes: Uint8Array, language: CaptionLanguage): CaptionCheck {
  const fail = (problem: CaptionProblem): CaptionCheck => ({ ok: false, problem })
  if (bytes.length === 0) return fail({ kind: 'empty' })
  if (bytes.length > MAX_CAPTION_BYTES) return fail({ kind: 'tooLarge', bytes: bytes.length })
  const decoded = decodeUtf8(bytes)
  if (decoded === null || decoded.includes('\u0000')) return fail({ kind: 'notText' })
  const lines = decoded.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0])) return fail({ kind: 'notWebVtt' })

  let cues = 0
  const texts: string[] = []
  // Blocks are separated by blank lines; the header block ends at the first one.
  let index = lines.findIndex((line) => line.trim() === '')
  while (index !== -1 && index < lines.length) {
    while (index < lines.length && lines[index].trim() === '') index++
    const start = index
    while (index < lines.length && lines[index].trim() !== '') index++
    const block = lines.slice(start, index)
    if (block.length === 0) break
    const timingAt = block.findIndex((line) => line.includes('-->'))
    if (timingAt === -1) {
      // NOTE, STYLE and REGION blocks carry no cue; any other text outside a cue is not WebVTT.
      if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0])) continue
      return fail({ kind: 'badTiming', line: start + 1 })
    }
    if (timingAt > 1) return fail({ kind: 'badTiming', line: start + timingAt + 1 })
    const timing = TIMING.exec(block[timingAt].trim())
    if (!timing) return fail({ kind: 'badTiming', line: start + timingAt + 1 })
    const from = seconds(timing[1], timing[2], timing[3], timing[4])
    const to = seconds(timing[5], timing[6], timing[7], timing[8])
    if (to <= from) return fail({ kind: 'badTiming', line: start + timingAt + 1 })
    cues++
    texts.push(...block.slice(timingAt + 1))
  }
  if (cues === 0) return fail({ kind: 'noCues' })

  // The language of what is said, without the markup of voices and styles (<v 교수>, <i>).
  const share = hangulShare(texts.join('\n').replace(/<[^>]*>/g, ''))
  const wrong = languageProblem(share, language)
  return wrong ? fail(wrong) : { ok: true, cues, hangulShare: share }
}

/** Whether text with this share of Hangul (hangulShare) cannot be captions in `language`. */
export function languageProblem(share: number | null, language: CaptionLanguage): CaptionProblem | null {
  if (share === null) return null
  if (language === 'ko' && share < KOREAN_AT_LEAST) return { kind: 'wrongLanguage', expected: 'ko', found: 'en' }
  if (language === 'en' && share > ENGLISH_AT_MOST) return { kind: 'wrongLanguage', expected: 'en', found: 'ko' }
  return null
}

const LANGUAGE_NAMES: Record<CaptionLanguage, { ko: string; en: string }> = { ko: { ko: '한국어', en: 'Korean' }, en: { ko: '영어', en: 'English' } }

/** What staff read when a caption file is refused: Korean first, then English (the admin's way for messages of ours). */
export function captionProblemMessage(problem: CaptionProblem): string {
  const limit = `${MAX_CAPTION_BYTES / 1024} KB`
  switch (problem.kind) {
    case 'empty':
      return '자막 파일이 비어 있습니다. / The caption file is empty.'
    case 'tooLarge':
      return `자막 파일이 너무 큽니다 (${Math.ceil(problem.bytes / 1024)} KB). ${limit} 이하의 WebVTT(.vtt) 파일만 올릴 수 있습니다. / The caption file is too large (${Math.ceil(problem.bytes / 1024)} KB): at most ${limit}.`
    case 'notText':
    case 'notWebVtt':
      return '자막 파일이 WebVTT(.vtt) 형식이 아닙니다. 첫 줄이 WEBVTT로 시작하는 UTF-8 텍스트 파일이어야 합니다. SRT 파일은 WebVTT로 변환해서 올려 주세요. / The caption file is not WebVTT: a UTF-8 text file whose first line starts with WEBVTT (convert SRT files first).'
    case 'badTiming':
      return `자막 파일 ${problem.line}번째 줄의 시간 표시가 WebVTT 형식이 아닙니다. "00:00:01.000 --> 00:00:04.000"처럼 시작과 끝 시각을 적어야 합니다. / Line ${problem.line} of the caption file is not a WebVTT cue timing such as "00:00:01.000 --> 00:00:04.000".`
    case 'noCues':
      return '자막 파일에 자막(시간과 문장)이 하나도 없습니다. / The caption file holds no cue.'
    case 'wrongLanguage': {
      const expected = LANGUAGE_NAMES[problem.expected]
      const found = LANGUAGE_NAMES[problem.found]
      return `${expected.ko} 자막 자리에 ${found.ko} 자막 파일을 올렸습니다. 언어를 "${found.ko}"로 바꾸거나 ${expected.ko} 자막 파일을 올려 주세요. / This is ${found.en === 'English' ? 'an' : 'a'} ${found.en} caption file in the ${expected.en} slot: choose ${found.en} as its language or upload the ${expected.en} file.`
    }
  }
}
