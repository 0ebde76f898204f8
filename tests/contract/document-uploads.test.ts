import fs from 'node:fs'
import path from 'node:path'

import { FormData } from 'undici'

import { call, deleteAsAdmin, fetchFrom, loginAsAdmin, server } from './client'
import { hwpDocument, hwpxDocument, officeDocument, officeXmlDocument, pdfDocument } from '../setup/document-files'

/**
 * The documents staff upload for 자료실 (the files collection) are the kinds the application form takes
 * (lib/documents/kinds.ts), 한글's among them, told apart by content, stored and served under their own type; a file
 * whose content is not what its name says is refused in the admin's language and nothing is stored.
 */

type Refusal = { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
type Upload = { status: number; body: { doc?: { id: number; filename: string; mimeType: string } } & Refusal }

/** The reason under the field, as the admin shows it. */
const reason = (body: Refusal) => body.errors?.[0]?.data?.errors?.[0]?.message

/** Uploads as the admin's browser does, which names .hwp and .hwpx files with no type of their own. */
async function upload(name: string, bytes: Buffer, headers: Record<string, string> = {}): Promise<Upload> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name)
  form.append('_payload', JSON.stringify({}))
  const response = await fetchFrom(undefined, `${server.baseUrl}/cms-api/files`, { method: 'POST', headers: { authorization: `JWT ${await loginAsAdmin()}`, ...headers }, body: form })
  return { status: response.status, body: (await response.json()) as Upload['body'] }
}

const storedFiles = () => {
  const folder = path.join(server.dataDir, 'files')
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []
}
const fileCount = async () => (await call<{ totalDocs: number }>('/cms-api/files?limit=1&depth=0', { token: await loginAsAdmin() })).body.totalDocs

describe('자료실 files', () => {
  const made: number[] = []
  afterAll(async () => {
    for (const id of made) await deleteAsAdmin('files', id)
  })

  it.each([
    ['신청서.hwp', () => hwpDocument(), 'application/x-hwp'],
    ['신청서.hwpx', () => hwpxDocument(), 'application/hwp+zip'],
    ['letter.doc', () => officeDocument('WordDocument'), 'application/msword'],
    ['sheet.xls', () => officeDocument('Workbook'), 'application/vnd.ms-excel'],
    ['slides.ppt', () => officeDocument('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
    ['letter.docx', () => officeXmlDocument('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['guide.pdf', () => pdfDocument(), 'application/pdf'],
  ])('takes %s and serves it back under its own type', async (name, make, mime) => {
    const bytes = await make()
    const reply = await upload(name, bytes)
    expect(reply.status).toBe(201)
    made.push(reply.body.doc!.id)
    expect(reply.body.doc!.mimeType).toBe(mime)
    const served = await fetchFrom(undefined, `${server.baseUrl}/files/${encodeURIComponent(reply.body.doc!.filename)}/${encodeURIComponent(name)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe(mime)
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it.each([
    ['an .hwp renamed .docx', '신청서.docx', () => hwpDocument(), '파일 이름은 .docx인데 내용이 그 형식의 문서가 아닙니다'],
    ['a text file renamed .hwp', '신청서.hwp', () => Buffer.from('이것은 한글 문서가 아닙니다\n'), '파일 이름은 .hwp인데 내용이 그 형식의 문서가 아닙니다'],
    ['a program', 'setup.exe', () => Buffer.from('MZ\x90\x00'), '이 종류의 파일은 올릴 수 없습니다'],
  ])('refuses %s with a Korean message, and stores nothing', async (_what, name, make, message) => {
    const [filesBefore, countBefore] = [storedFiles(), await fileCount()]
    const reply = await upload(name, await make())
    expect(reply.status).toBe(400)
    expect(reason(reply.body)).toContain(message)
    expect(storedFiles()).toEqual(filesBefore)
    expect(await fileCount()).toBe(countBefore)
  })

  it('refuses in English to an admin who uses the admin in English', async () => {
    const reply = await upload('신청서.hwp', Buffer.from('not a document\n'), { cookie: 'payload-lng=en' })
    expect(reply.status).toBe(400)
    expect(reason(reply.body)).toContain('The file is named .hwp, but its content is not such a document')
  })
})
