import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import type { CheckedFiles } from './create-application'
import { DOCUMENT_MAX_BYTES, FILE_FIELDS, judgePhoto, MEGABYTE, PHOTO_MAX_BYTES, type FileInput, type FileVerdict } from './file-rules'
import type { FieldProblems } from '../forms/field-problems'
import { checkDocument } from '../documents/check'
import { unpackAllowance, type UnpackAllowance } from '../documents/containers'
import { DOCUMENT_TYPES, extensionOf } from '../documents/kinds'

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

export type UploadCheck = { files: CheckedFiles; problems: FieldProblems }

type Rule = (typeof FILE_FIELDS)[FileInput]

const maxBytes = (rule: Rule) => (rule.kind === 'photo' ? PHOTO_MAX_BYTES : DOCUMENT_MAX_BYTES)

/** The files as sent, each within its size and (documents) with one of the documents' extensions. */
export type SentFiles = { files: Partial<Record<FileInput, File>>; problems: FieldProblems; tooLarge: boolean }

/**
 * What can be told of the form's files without reading them: present when required, a file, within its size limit
 * (over it sets `tooLarge`: the answer is then 413), a document's name with a known extension. A missing optional
 * document is fine.
 */
export function sentFiles(values: Partial<Record<FileInput, unknown>>): SentFiles {
  const result: SentFiles = { files: {}, problems: {}, tooLarge: false }
  for (const [input, rule] of Object.entries(FILE_FIELDS) as [FileInput, Rule][]) {
    const value = values[input]
    if (value === undefined) {
      if (rule.required) result.problems[input] = [{ key: 'required' }]
    } else if (!(value instanceof File)) {
      result.problems[input] = [{ key: 'invalid' }]
    } else if (value.size > maxBytes(rule)) {
      result.tooLarge = true
      result.problems[input] = [{ key: 'fileTooLarge', params: { max: maxBytes(rule) / MEGABYTE } }]
    } else if (rule.kind === 'document' && !DOCUMENT_TYPES[extensionOf(value.name)]) {
      result.problems[input] = [{ key: 'documentType' }]
    } else {
      result.files[input] = value
    }
  }
  return result
}

/** The photo by content (file-type, then a decode within the pixel limit), whatever its name says. */
async function photoVerdict(bytes: Uint8Array): Promise<FileVerdict> {
  const verdict = judgePhoto(bytes.length, (await fileTypeFromBuffer(bytes))?.mime)
  return verdict.ok && !(await photoDecodes(bytes)) ? { ok: false, problem: 'photoUnreadable' } : verdict
}

/**
 * Reads the files that passed `sentFiles` by content: the photo as a picture, each document as the kind its extension
 * names (lib/documents), all of them within one request's allowance of unpacking. Run once the form's other fields
 * are right, so that a form refused anyway costs no unpacking.
 */
export async function checkUploads(sent: SentFiles['files']): Promise<UploadCheck> {
  const result: UploadCheck = { files: {}, problems: {} }
  const allowance = unpackAllowance()
  for (const [input, value] of Object.entries(sent) as [FileInput, File][]) {
    const bytes = new Uint8Array(await value.arrayBuffer())
    const verdict: FileVerdict = FILE_FIELDS[input].kind === 'photo' ? await photoVerdict(bytes) : await documentFileVerdict(value.name, bytes, allowance)
    if (!verdict.ok) {
      result.problems[input] = [{ key: verdict.problem }]
      continue
    }
    result.files[input] = { originalName: cleanName(value.name, verdict.extension), bytes: Buffer.from(bytes), extension: verdict.extension, mime: verdict.mime }
  }
  return result
}

async function documentFileVerdict(name: string, bytes: Uint8Array, allowance: UnpackAllowance): Promise<FileVerdict> {
  const verdict = await checkDocument(name, bytes, allowance)
  return verdict.ok ? verdict : { ok: false, problem: 'documentType' }
}
