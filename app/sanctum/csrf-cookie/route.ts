import { randomBytes } from 'node:crypto'

import { NextResponse } from 'next/server'

/** Kept for clients of the earlier back end: 204 with a fresh XSRF-TOKEN cookie. */
export function GET() {
  const response = new NextResponse(null, { status: 204 })
  response.cookies.set('XSRF-TOKEN', randomBytes(32).toString('base64url'), { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 2 })
  return response
}
