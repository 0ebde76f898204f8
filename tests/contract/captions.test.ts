import fs from 'node:fs'
import path from 'node:path'

import { FormData } from 'undici'

import { call, deleteAsAdmin, fetchFrom, get, loginAsAdmin, server } from './client'

/**
 * Caption files (KWCAG 1.2.1): staff upload a WebVTT file per video and language; what is not WebVTT, too large or in
 * the other language is refused with a Korean (and English) message before anything is stored, and the files are
 * served as text/vtt and offered by the pages' videos.
 */

const KOREAN = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\n오늘은 로마서 8장을 함께 읽겠습니다.\n\n00:03.000 --> 00:06.000\n성령의 법이 우리를 해방하였습니다.\n'
const ENGLISH = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nToday we read Romans chapter 8 together.\n'

type Refusal = { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
type Upload = { status: number; body: { doc?: { id: number; filename: string; cues: number } } & Refusal }

/** The reason under the field, as the admin shows it. */
const reason = (body: Refusal) => body.errors?.[0]?.data?.errors?.[0]?.message

async function upload(collection: 'captions' | 'media', name: string, content: Buffer | string, type: string, data: Record<string, unknown>): Promise<Upload> {
  const form = new FormData()
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const response = await fetchFrom(undefined, `${server.baseUrl}/cms-api/${collection}`, { method: 'POST', headers: { authorization: `JWT ${await loginAsAdmin()}` }, body: form })
  return { status: response.status, body: (await response.json()) as Upload['body'] }
}

const captionsOf = async (video: number) =>
  (await call<{ docs: { id: number; language: string; filename: string }[] }>(`/cms-api/captions?where[video][equals]=${video}&depth=0`, { token: await loginAsAdmin() })).body.docs

const storedCaptionFiles = () => {
  const folder = path.join(server.dataDir, 'captions')
  return fs.existsSync(folder) ? fs.readdirSync(folder) : []
}

describe('caption files', () => {
  let video = 0

  beforeAll(async () => {
    const made = await upload('media', `captions-test-${Date.now()}.mp4`, fs.readFileSync('scripts/seed/assets/lecture.mp4'), 'video/mp4', { alt: '자막 시험 영상' })
    if (!made.body.doc) throw new Error(`the test video was not stored: ${made.status} ${JSON.stringify(made.body)}`)
    video = made.body.doc.id
  })

  afterAll(async () => {
    if (video) await deleteAsAdmin('media', video)
  })

  it.each([
    ['an SRT file', 'talk.ko.srt', '1\n00:00:01,000 --> 00:00:04,000\n안녕하세요\n', 'ko', '자막 파일이 WebVTT(.vtt) 형식이 아닙니다'],
    ['a picture named .vtt', 'talk.ko.vtt', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'ko', '자막 파일이 WebVTT(.vtt) 형식이 아닙니다'],
    ['a cue with a comma in its time', 'talk.ko.vtt', 'WEBVTT\n\n00:00:01,000 --> 00:00:04,000\n안녕하세요\n', 'ko', '3번째 줄의 시간 표시'],
    ['a file above 512 KB', 'talk.ko.vtt', `${KOREAN}\n00:07.000 --> 00:08.000\n${'말씀'.repeat(100_000)}\n`, 'ko', '자막 파일이 너무 큽니다'],
    ['Korean captions in the English slot', 'talk.en.vtt', KOREAN, 'en', '영어 자막 자리에 한국어 자막 파일을 올렸습니다'],
    ['English captions in the Korean slot', 'talk.ko.vtt', ENGLISH, 'ko', '한국어 자막 자리에 영어 자막 파일을 올렸습니다'],
  ])('refuses %s with a Korean message, and stores neither a document nor a file', async (_what, name, content, language, message) => {
    const before = storedCaptionFiles()
    const reply = await upload('captions', name, content, 'text/vtt', { video, language })
    expect(reply.status).toBe(400)
    expect(reason(reply.body)).toContain(message)
    expect(reason(reply.body)).toMatch(/ \/ [A-Z]/)
    expect(await captionsOf(video)).toEqual([])
    expect(storedCaptionFiles()).toEqual(before)
  })

  it('accepts a WebVTT file per language, serves it as text/vtt in UTF-8, and refuses a second one in the same language', async () => {
    const korean = await upload('captions', 'talk.ko.vtt', KOREAN, 'text/vtt', { video, language: 'ko' })
    expect(korean.status).toBe(201)
    expect(korean.body.doc?.cues).toBe(2)
    // Some systems name a .vtt file text/plain or nothing: the file's content decides.
    const english = await upload('captions', 'talk.en.vtt', ENGLISH, 'application/octet-stream', { video, language: 'en' })
    expect(english.status).toBe(201)

    const served = await fetchFrom(undefined, `${server.baseUrl}/captions/${encodeURIComponent(korean.body.doc!.filename)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(await served.text()).toBe(KOREAN)

    const again = await upload('captions', 'talk-2.ko.vtt', KOREAN, 'text/vtt', { video, language: 'ko' })
    expect(again.status).toBe(400)
    expect(reason(again.body)).toContain('이미 한국어 자막이 있습니다')

    // A change of the slot alone is checked against the file's language too.
    const moved = await call<Refusal>(`/cms-api/captions/${english.body.doc!.id}`, { method: 'PATCH', body: { language: 'ko' }, token: await loginAsAdmin() })
    expect(moved.status).toBe(400)
    expect(reason(moved.body)).toContain('한국어 자막 자리에 영어 자막 파일')
    expect((await captionsOf(video)).map((caption) => caption.language).sort()).toEqual(['en', 'ko'])
  })

  it('deletes a video\'s captions and their files with the video', async () => {
    const made = await upload('media', `captions-gone-${Date.now()}.mp4`, fs.readFileSync('scripts/seed/assets/lecture.mp4'), 'video/mp4', { alt: '지울 영상' })
    const gone = made.body.doc!.id
    const caption = await upload('captions', 'gone.ko.vtt', KOREAN, 'text/vtt', { video: gone, language: 'ko' })
    expect(storedCaptionFiles()).toContain(caption.body.doc!.filename)
    const deleted = await call(`/cms-api/media/${gone}`, { method: 'DELETE', token: await loginAsAdmin() })
    expect(deleted.status).toBe(200)
    expect(await captionsOf(gone)).toEqual([])
    expect(storedCaptionFiles()).not.toContain(caption.body.doc!.filename)
  })

  it.each([
    ['/community/offline-seminar/7', 'ko'],
    ['/en/community/offline-seminar/7', 'en'],
  ])('%s offers the demo video\'s captions, its own language by default', async (page, language) => {
    const html = (await get<string>(page)).body
    const tracks = [...html.matchAll(/<track [^>]*>/g)].map((match) => match[0])
    expect(tracks).toContain(`<track kind="captions" srclang="${language}" label="${language === 'ko' ? '한국어' : 'English'}" src="/captions/sample-lecture.${language}.vtt" default>`)
    expect(tracks.filter((track) => track.endsWith(' default>')).every((track) => track.includes(`srclang="${language}"`))).toBe(true)
  })
})
