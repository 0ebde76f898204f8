import crypto from 'node:crypto'

import { Agent, fetch as fetchWith, type RequestInit as UndiciRequestInit } from 'undici'

export type Reply<T> = { status: number; body: T; headers: Headers }

/**
 * A loopback address of its own (all of 127.0.0.0/8 reaches the server), so a test's calls count
 * under their own client address for the per-address limits, as separate visitors' would. The site
 * trusts no X-Forwarded-For by default, so only the connection's real address separates clients.
 */
export const freshAddress = () => `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`

const agents = new Map<string, Agent>()

/** fetch from the client address `from` (see freshAddress), or from 127.0.0.1. */
export function fetchFrom(from: string | undefined, url: string, init: UndiciRequestInit = {}) {
  if (from && !agents.has(from)) agents.set(from, new Agent({ localAddress: from }))
  return fetchWith(url, { ...init, dispatcher: from ? agents.get(from) : undefined })
}

export type RequestOptions = { cookie?: string; headers?: Record<string, string>; method?: string; body?: unknown; token?: string; from?: string }

/** One HTTP call to the site at `baseUrl`, with the JSON (or text) body read. */
export async function callSite<T = unknown>(baseUrl: string, path: string, { cookie, headers = {}, method = 'GET', body, token, from }: RequestOptions = {}): Promise<Reply<T>> {
  const response = await fetchFrom(from, baseUrl + path, {
    method,
    redirect: 'manual',
    headers: {
      ...(cookie && { cookie }),
      ...(token && { authorization: `JWT ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers as unknown as Headers }
}
