import ky from 'ky'

import { toLocale } from '../../i18n/routing'
import { readStoredUser } from '../auth/stored-user'

/** The language of the page the script runs in, so /api answers in it without relying on the cookie. */
const pageLocale = () => toLocale(typeof document !== 'undefined' ? document.documentElement.lang : undefined)

/**
 * The one HTTP client of the browser islands: every call goes to this site's /api, says it comes from
 * a script (the server refuses state changes without it), asks for the page's language and carries
 * the signed-in user's bearer token. Error bodies stay readable through `HTTPError.response`.
 */
export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'same-origin',
  retry: 0,
  timeout: false,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = readStoredUser()?.token
        if (token) request.headers.set('Authorization', `Bearer ${token}`)
        const url = new URL(request.url)
        if (url.searchParams.has('locale')) return
        url.searchParams.set('locale', pageLocale())
        // `new Request(url, request)` would stream the body, and Chromium sends a streamed body only over HTTP/2: copy the bytes.
        const body = request.body ? await request.arrayBuffer() : undefined
        const { method, headers, credentials, cache, redirect, referrer, referrerPolicy, mode, signal } = request
        return new Request(url, { method, headers, body, credentials, cache, redirect, referrer, referrerPolicy, mode, signal })
      },
    ],
  },
})
