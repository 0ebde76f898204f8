import sharp from 'sharp'

import { callSite, fetchFrom } from './http'
import { multipart } from './registration-form'
import { paragraphText } from './rich-text'
import type { ServerInfo } from './server-info'

// What the office does through the admin's API, as it would: on a site started with the structure alone
// (DEMO_CONTENT=off), first of all what the tests read of the demo content when that is all they need of it; such a
// site prepares in a tenth of the CPU time (docs/testing.md, "Where the time goes").

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString()

/** A document created by the admin through Payload's API (in Korean, the default locale). */
async function createAsOffice<T = { id: number }>(site: Pick<ServerInfo, 'baseUrl'>, token: string, collection: string, body: Record<string, unknown>): Promise<T> {
  const reply = await callSite<{ doc: T }>(site.baseUrl, `/cms-api/${collection}?locale=ko`, { method: 'POST', token, body })
  if (reply.status !== 201) throw new Error(`The office could not create ${collection}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.doc
}

/**
 * A department open for applications and an admission round that takes them now (open for a year, as the demo's is):
 * what a site needs before anyone can apply. Resolves to the department's id.
 */
export async function openAdmissions(site: Pick<ServerInfo, 'baseUrl'>, token: string): Promise<number> {
  const department = await createAsOffice<{ id: number }>(site, token, 'departments', { code: '10', name: '목회학과', openForApplication: true, order: 1 })
  await createAsOffice(site, token, 'admission-rounds', {
    name: '신입생 모집',
    departments: [{ department: department.id, places: 30 }],
    applicationOpensAt: inDays(-1),
    applicationClosesAt: inDays(365),
    interviewDays: [{ day: inDays(368) }],
    announcementAt: inDays(372),
    enrolmentOpensAt: inDays(373),
    enrolmentClosesAt: inDays(380),
  })
  return department.id
}

/** A photo large enough for every image size (a 1×1 one is never enlarged into them). */
export const photo = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3b6ea5' } }).png().toBuffer()

export type UploadedFile = { id: number; filename: string; sizes?: Record<string, { filename?: string | null }> }

/** A file uploaded by the admin into an upload collection (media, files), as the admin's form sends it. */
export async function upload(site: Pick<ServerInfo, 'baseUrl'>, token: string, collection: string, file: { name: string; bytes: Buffer; type: string }, fields: Record<string, unknown> = {}): Promise<UploadedFile> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(fields))
  const encoded = await multipart(form)
  const response = await fetchFrom(undefined, `${site.baseUrl}/cms-api/${collection}`, { method: 'POST', headers: { authorization: `JWT ${token}`, ...encoded.headers }, body: encoded.body })
  if (response.status !== 201) throw new Error(`The upload to ${collection} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { doc: UploadedFile }).doc
}

/** A news post published by the admin, in Korean, its text one paragraph. */
export async function publishNews(site: Pick<ServerInfo, 'baseUrl'>, token: string, post: { title: string; slug: string; cover: number; text: string }): Promise<{ id: number; slug: string }> {
  return createAsOffice(site, token, 'news', { title: post.title, slug: post.slug, cover: post.cover, content: paragraphText(post.text), _status: 'published' })
}
