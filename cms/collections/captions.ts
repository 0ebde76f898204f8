import { ValidationError, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type CollectionConfig, type PayloadRequest } from 'payload'

import { captionProblemMessage, checkCaptionFile, CAPTION_LANGUAGES, languageProblem, MAX_CAPTION_BYTES, type CaptionLanguage } from '../../lib/captions/webvtt'
import { publicReadStaffWrite } from '../access/staff-rules'
import { revalidateOnChange } from '../hooks/revalidate'
import { uploadedBytes } from '../hooks/uploaded-bytes'
import { captionsDir } from '../storage-paths'

type CaptionData = { video?: number | { id: number } | null; language?: CaptionLanguage; hangulShare?: number | null; cues?: number; mimeType?: string }

const idOf = (value: CaptionData['video']) => (typeof value === 'object' && value !== null ? value.id : value)

/**
 * A refusal as Payload's field errors: the message shows under the field in the admin, and the answer keeps it
 * (cms/hooks/field-errors.ts: Payload's other errors lose their message in the built site).
 */
const refuse = (req: PayloadRequest, path: 'file' | 'language', message: string) => new ValidationError({ collection: 'captions', errors: [{ path, message }], req }, req.t)

type FileCheck = { cues: number; hangulShare: number | null }

/**
 * The uploaded file is read before Payload handles it (it would try a picture's size, and fail in its own words, on an
 * image named .vtt): WebVTT with cues, within the size limit, in the language of its slot. Nothing is stored yet.
 */
const checkUploadedFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const data = (args.data ?? {}) as CaptionData
  // An update by id (the admin's and the REST API's) names the document in its arguments.
  const id = (args as { id?: number | string }).id
  const existing = operation === 'update' && id ? ((await req.payload.findByID({ collection: 'captions', id, depth: 0, overrideAccess: true, req })) as CaptionData) : null
  const language = data.language ?? existing?.language
  if (!language || !CAPTION_LANGUAGES.includes(language)) return args
  const check = checkCaptionFile(await uploadedBytes(req.file, MAX_CAPTION_BYTES), language)
  if (!check.ok) throw refuse(req, 'file', captionProblemMessage(check.problem))
  req.context.captionFile = { cues: check.cues, hangulShare: check.hangulShare } satisfies FileCheck
  // The S3 storage stores the file with the type of the upload, which a browser may have sent as text/plain or none.
  req.file.mimetype = 'text/vtt'
  return args
}

/**
 * What the file's check found is kept with it; a change of language without a new file is checked against the text's
 * share of Hangul kept from its upload; a video has one caption file per language.
 */
const checkCaption: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const caption = (data ?? {}) as CaptionData
  const original = (originalDoc ?? {}) as CaptionData
  const language = caption.language ?? original.language
  const video = idOf(caption.video ?? original.video)
  if (!language || !CAPTION_LANGUAGES.includes(language)) return data
  const checked = req.context.captionFile as FileCheck | undefined
  if (req.file && checked) {
    Object.assign(caption, { cues: checked.cues, hangulShare: checked.hangulShare, mimeType: 'text/vtt' })
  } else if (caption.language && caption.language !== original.language && typeof original.hangulShare === 'number') {
    const problem = languageProblem(original.hangulShare, language)
    if (problem) throw refuse(req, 'language', captionProblemMessage(problem))
  }
  if (video) {
    const taken = await req.payload.find({
      collection: 'captions',
      where: { and: [{ video: { equals: video } }, { language: { equals: language } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (taken.docs[0]) {
      const name = language === 'ko' ? { ko: '한국어', en: 'Korean' } : { ko: '영어', en: 'English' }
      throw refuse(req, 'language', `이 동영상에는 이미 ${name.ko} 자막이 있습니다. 목록에서 그 자막을 열어 파일을 바꿔 주세요. / This video already has ${name.en} captions: open them in the list and replace their file.`)
    }
  }
  return caption
}

/**
 * Captions of a video in the media library (KWCAG 1.2.1 자막 제공): one WebVTT file per video and language, shown by
 * the video's caption control on the public pages (the page's language first). Served as text/vtt at /captions/….
 */
export const Captions: CollectionConfig = {
  slug: 'captions',
  labels: { singular: { ko: '자막', en: 'Captions' }, plural: { ko: '자막', en: 'Captions' } },
  admin: {
    group: { ko: '파일', en: 'Files' },
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'video', 'language', 'cues', 'updatedAt'],
    description: {
      ko: '동영상마다 한국어와 영어 자막 파일(WebVTT, .vtt, 512 KB 이하)을 하나씩 올립니다. 자막이 없는 동영상은 대시보드의 할 일에 나옵니다.',
      en: 'One caption file (WebVTT, .vtt, at most 512 KB) per video in Korean and in English. Videos without captions are listed on the dashboard as work to do.',
    },
  },
  access: publicReadStaffWrite('captions'),
  hooks: { beforeOperation: [checkUploadedFile], beforeValidate: [checkCaption], ...revalidateOnChange('captions') },
  fields: [
    {
      name: 'video',
      label: { ko: '동영상', en: 'Video' },
      type: 'upload',
      relationTo: 'media',
      required: true,
      index: true,
      filterOptions: { mimeType: { contains: 'video' } },
    },
    {
      name: 'language',
      label: { ko: '자막 언어', en: 'Language' },
      type: 'select',
      required: true,
      options: [
        { value: 'ko', label: { ko: '한국어', en: 'Korean' } },
        { value: 'en', label: { ko: '영어', en: 'English' } },
      ],
    },
    { name: 'cues', label: { ko: '자막 수', en: 'Cues' }, type: 'number', admin: { readOnly: true } },
    // The share of Hangul among the letters, kept to check a later change of language without a new file.
    { name: 'hangulShare', type: 'number', admin: { hidden: true } },
  ],
  upload: {
    staticDir: captionsDir,
    // No list of types: browsers name a .vtt file text/vtt, some systems text/plain or nothing, and Payload's own refusal
    // of another type is in English. The hook reads what the file is and says so in Korean (Payload still refuses
    // executables and HTML by their names and types).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Type', 'text/vtt; charset=utf-8')
      return headers
    },
  },
}
