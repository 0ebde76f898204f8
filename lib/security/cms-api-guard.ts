import { getTranslations } from 'next-intl/server'

import { UPLOAD_PREFIXES, type UploadCollection } from '@/cms/object-storage'

import { limitResetLinkRequest } from '../auth/reset-link-limit'
import { countSignInFailure, signInAllowance } from '../auth/sign-in-budget'
import type { Locale } from '../api/types'
import { payloadClient } from '../payload/client'
import { readBodyWithin } from './read-body'
import { fileStore } from '../storage/file-store'

type RouteContext = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, context: RouteContext) => Promise<Response>

/** The largest JSON document an editor saves (a long page of rich text is a few hundred KB). */
const JSON_LIMIT = 2 * 1024 * 1024
/** Uploads: Payload's own file size limit (cms/payload.config.ts) plus the multipart envelope. */
const UPLOAD_LIMIT = 101 * 1024 * 1024

/** Second path segments of Payload's own collection endpoints and ours (the exports, a day's 수험표, the destruction register's `run`, the access log's `review`, a new password, the session's time left, passkeys); any other must be a document id. */
const NAMED_ENDPOINTS = new Set(['count', 'export', 'exam-tickets', 'run', 'access', 'versions', 'forgot-password', 'init', 'login', 'logout', 'me', 'refresh-token', 'first-register', 'reset-password', 'unlock', 'verify', 'file', 'paste-url', 'second-factor', 'passkeys', 'change-password', 'review', 'session'])
/** Payload's internal collections addressed by something else than a numeric id. */
const KEYED_COLLECTIONS = new Set(['globals', 'payload-preferences'])
const PLAIN_ID = /^[1-9]\d{0,15}$/
const PLAIN_COUNT = /^\d{1,6}$/

/** Payload's admin language: its `payload-lng` cookie, else the browser's, else Korean. */
function adminLocale(request: Request): Locale {
  const cookie = /(?:^|;\s*)payload-lng=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  if (cookie === 'en' || cookie === 'ko') return cookie
  return /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'ko'
}

async function payloadError(request: Request, status: number, key: 'notFound' | 'invalid' | 'tooLarge' | 'tooManyRequests', retryAfterSeconds?: number) {
  const t = await getTranslations({ locale: adminLocale(request), namespace: 'api' })
  const headers = retryAfterSeconds ? { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : undefined
  return Response.json({ errors: [{ message: t(key) }] }, { status, headers })
}

/** A path that names no document (`/news/abc`, `/news/0x10`) is a 404 before the database sees it. */
function namesNoDocument([collection, second, third]: string[]): boolean {
  if (!collection || !second || KEYED_COLLECTIONS.has(collection)) return false
  if (!NAMED_ENDPOINTS.has(second)) return !PLAIN_ID.test(second)
  return (second === 'versions' || second === 'access') && third !== undefined && !PLAIN_ID.test(third)
}

/**
 * `/{collection}/versions…` or `/globals/{slug}/versions…` of one that keeps no versions (applications, the settings):
 * there are none to read or restore, and Payload would look for them in a table that does not exist (a 500).
 */
async function versionsOfUnversioned([first, second, third]: string[]): Promise<boolean> {
  const global = first === 'globals'
  if ((global ? third : second) !== 'versions') return false
  const { config } = await payloadClient()
  const keeper = global ? config.globals.find((entry) => entry.slug === second) : config.collections.find((entry) => entry.slug === first)
  return Boolean(keeper && !keeper.versions)
}

const isUploadCollection = (slug: string): slug is UploadCollection => Object.hasOwn(UPLOAD_PREFIXES, slug)

/** `/{collection}/file/{name}` of an upload collection whose file is missing on disk (Payload would answer 500). */
async function missingFile([collection, second, name]: string[]): Promise<boolean> {
  if (!isUploadCollection(collection) || second !== 'file' || !name) return false
  return fileStore(collection).missingOnDisk(name)
}

/** `limit`, `page` and `depth` are small whole numbers (page from 1), or absent. */
function oddPaging(url: URL): boolean {
  const value = (name: string) => url.searchParams.get(name)
  const odd = (name: string, min: number, max: number) => {
    const raw = value(name)
    return raw !== null && (!PLAIN_COUNT.test(raw) || Number(raw) < min || Number(raw) > max)
  }
  return odd('limit', 0, 1000) || odd('page', 1, 100_000) || odd('depth', 0, 10)
}

/** Whether a multipart body parses as a form (Payload's parser answers a truncated one with a 500). */
async function isWholeForm(body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}

/** The body within its limit, as a request Payload can read again; 413 when it is too long, 400 when a form is broken. */
async function boundedRequest(request: Request): Promise<Request | 413 | 400> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return request
  const contentType = request.headers.get('content-type') ?? ''
  const multipart = /^multipart\/form-data/i.test(contentType)
  const body = await readBodyWithin(request, multipart ? UPLOAD_LIMIT : JSON_LIMIT)
  if (!body) return 413
  if (multipart && !(await isWholeForm(body, contentType))) return 400
  return new Request(request.url, { method: request.method, headers: request.headers, body: body as BodyInit })
}

/**
 * Payload's REST API (/cms-api) behind the site's rules: bodies within a limit (refused before they
 * are buffered) and broken forms refused, addresses that name no document, file or version answered 404 and
 * odd paging 400 (Payload or PostgreSQL would fail on them with a 500), and Payload's sign-in endpoints under the same per-address budget as
 * /api/login, with Retry-After on every 429.
 */
export function guardCmsApi(handler: Handler): Handler {
  return async (request, context) => {
    const slug = (await context.params).slug ?? []
    const url = new URL(request.url)
    if (namesNoDocument(slug) || (await versionsOfUnversioned(slug)) || (request.method === 'GET' && (await missingFile(slug)))) return payloadError(request, 404, 'notFound')
    if (oddPaging(url)) return payloadError(request, 400, 'invalid')
    const endpoint = request.method === 'POST' && slug[0] === 'users' && slug.length === 2 ? slug[1] : null
    const limited = endpoint === 'login' ? await signInAllowance(request) : endpoint === 'forgot-password' ? await limitResetLinkRequest(request) : null
    if (limited && !limited.allowed) return payloadError(request, 429, 'tooManyRequests', limited.retryAfterSeconds)
    const bounded = await boundedRequest(request)
    if (bounded === 413) return payloadError(request, 413, 'tooLarge')
    if (bounded === 400) return payloadError(request, 400, 'invalid')
    const response = await handler(bounded, context)
    if (endpoint === 'login' && response.status === 401) await countSignInFailure(request)
    // Payload answers an address it has no route for with 501; to a client that is simply nothing there.
    if (response.status === 501) return payloadError(request, 404, 'notFound')
    // A filter the database cannot run (`where[date][greater_than]=junk` on SQLite) fails inside Payload: the query was bad.
    if (response.status === 500 && request.method === 'GET' && [...url.searchParams.keys()].some((key) => key.startsWith('where'))) return payloadError(request, 400, 'invalid')
    return response
  }
}
