import { cookies, draftMode } from 'next/headers'

import { staffMay } from '@/cms/access/roles'

import { currentUser } from '../auth/session'
import { PREVIEW_LINK_COOKIE } from './cookies'
import { previewPath } from './document-path'
import { isPreviewCollection, PREVIEW_LINK_MS, previewToken, readPreviewToken, type PreviewTarget } from './link'

/** Next.js's draft-mode cookie; given an end here, so that a preview does not outlive its link. */
const DRAFT_COOKIE = '__prerender_bypass'

const refuse = (status: number, ko: string, en: string) =>
  new Response(`${ko}\n${en}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/**
 * The staff member's own request: the session of a staff member who may read the named collection's drafts (active, and with a
 * second factor, as for anything else in the admin: an account still without one can only set it up) and a document
 * named in the query.
 */
async function staffTarget(request: Request, query: URLSearchParams): Promise<PreviewTarget | 'refused' | null> {
  const collection = query.get('collection')
  if (!collection) return null
  const id = Number(query.get('id'))
  if (!isPreviewCollection(collection) || !Number.isSafeInteger(id)) return 'refused'
  if (!staffMay(await currentUser(request), collection, 'read')) return 'refused'
  return { collection, id, locale: query.get('locale') === 'en' ? 'en' : 'ko' }
}

/** Turns on Next.js's draft mode for staff or a valid link, then shows the document on its page. */
export async function openPreview(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const draft = await draftMode()
  const jar = await cookies()
  if (query.has('exit')) {
    draft.disable()
    jar.delete(PREVIEW_LINK_COOKIE)
    return redirect(query.get('to'))
  }
  const token = query.get('token')
  const fromLink = token ? readPreviewToken(token) : null
  if (token && !fromLink) return refuse(403, '미리보기 링크가 만료되었거나 올바르지 않습니다. 링크를 다시 받아 주세요.', 'This preview link has expired or is not valid. Please ask for a new one.')
  const target = fromLink ?? (await staffTarget(request, query))
  if (!target || target === 'refused') return refuse(403, '미리보기는 2단계 인증을 마치고 관리자로 로그인한 직원만 볼 수 있습니다.', 'Only staff signed in to the admin with their second factor can preview.')
  const path = await previewPath(target)
  if (!path) return refuse(404, '미리볼 문서가 없습니다.', 'There is no such document to preview.')
  const expires = fromLink?.expires ?? Date.now() + PREVIEW_LINK_MS
  draft.enable()
  const bypass = jar.get(DRAFT_COOKIE)
  const secure = new URL(request.url).protocol === 'https:'
  const ends = { expires: new Date(expires), httpOnly: true, path: '/', sameSite: 'lax' as const, secure }
  if (bypass) jar.set(DRAFT_COOKIE, bypass.value, ends)
  jar.set(PREVIEW_LINK_COOKIE, token ?? previewToken(target), ends)
  return redirect(path)
}

/** A redirect to a path of this site only: what a browser would make of `path` must stay on this origin. */
function redirect(path: string | null): Response {
  const base = 'http://site.invalid'
  const target = path?.startsWith('/') ? new URL(path, base) : null
  const location = target?.origin === base ? target.pathname + target.search : '/'
  return new Response(null, { status: 307, headers: { location, 'cache-control': 'private, no-store' } })
}
