import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import type { CheckedFile, CheckedFiles } from './create-application'
import { DOCUMENT_MAX_BYTES, FILE_FIELDS, judgeDocument, judgePhoto, MEGABYTE, PHOTO_MAX_BYTES, type FileInput } from './file-rules'
import type { FieldProblems } from '../forms/field-problems'
import { isHangulDocument } from './hangul-documents'

const MAX_NAME = 200
/** 40 megapixels: more than any camera's photo, far less than a decompression bomb (30000×30000 PNG in 109 KB). */
const MAX_PHOTO_PIXELS = 40_000_000

/**
 * Whether the photo decodes as a whole within the pixel limit. Its first bytes only say what it
 * claims to be; a PNG header followed by junk, or a huge canvas that compresses to nothing, does
 * not decode. Shrunk while decoding, so a large photo never sits in memory at full size.
 */
async function photoDecodes(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).resize(32, 32, { fit: 'inside' }).toBuffer()
    return true
  } catch {
    return false
  }
}

/** The name a file is offered back under: no path, no control characters, bounded. */
const cleanName = (name: string, extension: string): string => {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f"]/g, '').trim() ?? ''
  return (base || `file.${extension}`).slice(-MAX_NAME)
}

export type UploadCheck = { files: CheckedFiles; problems: FieldProblems; tooLarge: boolean }

/**
 * Checks the form's files by content (file-type) and, for documents, by extension too. A missing
 * optional document is fine; a file over its size limit sets `tooLarge` (the answer is then 413).
 */
export async function checkUploads(values: Partial<Record<FileInput, unknown>>): Promise<UploadCheck> {
  const result: UploadCheck = { files: {}, problems: {}, tooLarge: false }
  for (const [input, rule] of Object.entries(FILE_FIELDS) as [FileInput, (typeof FILE_FIELDS)[FileInput]][]) {
    const value = values[input]
    if (value === undefined) {
      if (rule.required) result.problems[input] = [{ key: 'required' }]
      continue
    }
    if (!(value instanceof File)) {
      result.problems[input] = [{ key: 'invalid' }]
      continue
    }
    const bytes = new Uint8Array(await value.arrayBuffer())
    const sniffed = (await fileTypeFromBuffer(bytes))?.mime
    let verdict = rule.kind === 'photo' ? judgePhoto(bytes.length, sniffed) : judgeDocument(value.name, bytes, sniffed)
    if (verdict.ok && rule.kind === 'photo' && !(await photoDecodes(bytes))) verdict = { ok: false, problem: 'photoUnreadable' }
    if (verdict.ok && rule.kind === 'document' && !(await isHangulDocument(verdict.extension, bytes))) verdict = { ok: false, problem: 'documentType' }
    if (!verdict.ok) {
      result.tooLarge ||= verdict.problem === 'tooLarge'
      result.problems[input] = [verdict.problem === 'tooLarge' ? { key: 'fileTooLarge', params: { max: (rule.kind === 'photo' ? PHOTO_MAX_BYTES : DOCUMENT_MAX_BYTES) / MEGABYTE } } : { key: verdict.problem }]
      continue
    }
    const file: CheckedFile = { originalName: cleanName(value.name, verdict.extension), bytes: Buffer.from(bytes), extension: verdict.extension, mime: verdict.mime }
    result.files[input] = file
  }
  return result
}
