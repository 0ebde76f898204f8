import { getTranslations } from 'next-intl/server'
import { NextResponse } from 'next/server'
import { createLocalReq, executeAuthStrategies, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { z } from 'zod'

import { recordFailedSignIn } from '@/cms/collections/users/hooks/record-sign-ins'
import { countRefusedCode, secondFactorRefusal } from '@/cms/collections/users/hooks/second-factor'
import { releaseSignInLock } from '@/cms/collections/users/hooks/sign-in-lock'
import type { LoginContext } from '@/cms/hooks/login-eligibility'
import type { User } from '@/cms/payload-types'

import { errorResponse } from '../api/responses'
import type { ErrorBody, Locale } from '../api/types'
import { mediaUrlOrNull } from '../content/media'
import { payloadClient } from '../payload/client'
import { lockAccountSessions } from '../payload/keyed-lock'
import { isSignInRefusal } from '../payload/errors'
import { currentUser, type SessionUser, type UserType } from './session'
import { fieldErrors, fieldProblems } from '../forms/field-problems'

/** What POST /api/login answers: the account, its bearer token and a photo when the account has one. */
export type LoginData = { id: number; token: string; name: string; email: string; type: UserType; photo: string | null }

const MAX_EMAIL = 254
const MAX_PASSWORD = 1024

const credentialsSchema = z.object({
  email: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }),
  password: z.string({ error: 'passwordRequired' }).refine((password) => password.trim() !== '', { error: 'passwordRequired' }),
  // The code of an account's second factor; its shape and value are checked once the password is right.
  totp: z.unknown().optional(),
})

const loginSchema = credentialsSchema.extend({ type: z.enum(['student', 'professor', 'admin'], { error: 'type' }) })

type Checked = { user: User; token: string }

/** The one answer to wrong credentials, whatever was wrong: 422 with `errors.email`. */
export async function wrongCredentials(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'loginApi' })
  return errorResponse(locale, 422, 'invalid', { email: [t('credentials')] })
}

/** The password was right but the account's second factor is missing or wrong: 422 under `errors.totp`. */
async function codeNeeded(locale: Locale, refusal: 'required' | 'refused') {
  const t = await getTranslations({ locale, namespace: 'loginApi' })
  return errorResponse(locale, 422, 'invalid', { totp: [t(refusal === 'required' ? 'codeRequired' : 'codeRefused')] })
}

/**
 * Checks an e-mail and password through Payload's own login, so failed attempts count towards its
 * lock and a success is Payload's session (the `payload-token` cookie works for /admin and server
 * components, the token as a bearer token). cms/hooks/login-eligibility.ts refuses the accounts
 * `context` does not admit exactly like a wrong password. Either the account and its new token, or
 * the refusal to answer with: 422 with the one generic message, 429 for a locked account.
 */
async function checkCredentials(body: Record<string, unknown>, locale: Locale, context: LoginContext, headers: Headers): Promise<Checked | NextResponse> {
  const t = await getTranslations({ locale, namespace: 'loginApi' })
  const parsed = (context.statusLookup ? credentialsSchema : loginSchema).safeParse(body)
  if (!parsed.success) {
    return errorResponse(locale, 422, 'invalid', fieldErrors(fieldProblems(parsed.error.issues, { first: true }), (key) => t(key as never)))
  }
  const { email, password, totp } = parsed.data
  // No account has such an address or password; control characters would not even reach PostgreSQL (it refuses NUL).
  if (email.length > MAX_EMAIL || /\p{Cc}/u.test(email) || password.length > MAX_PASSWORD) return wrongCredentials(locale)

  // Locked by earlier failures: refused before any password is checked, as Payload itself would.
  const lockedFor = await lockSeconds(email)
  if (lockedFor > 0) return lockedResponse(lockedFor, locale)
  const payload = await payloadClient()
  const loginType = 'type' in parsed.data ? (parsed.data.type as UserType) : context.loginType
  const loginContext = { ...context, loginType }
  try {
    const data = totp === undefined ? { email, password } : { email, password, totp }
    // The request's headers give the access log of a staff sign-in its address.
    const { token, user } = await payload.login({ collection: 'users', data, context: loginContext, depth: 0, req: { headers } })
    return token && user ? { token, user } : wrongCredentials(locale)
  } catch (error) {
    const refusal = secondFactorRefusal(error)
    if (refusal) await countRefusedCode(loginContext, payload)
    await recordFailedSignIn(loginContext, payload, headers, error)
    if (refusal) return codeNeeded(locale, refusal)
    // Whatever Payload refused (wrong password, ineligible account, a lock that began meanwhile), the caller hears one thing.
    if (isSignInRefusal(error)) return wrongCredentials(locale)
    throw error
  } finally {
    // Payload's Local API runs no afterError hook: a sign-in that threw still holds its lock.
    releaseSignInLock(loginContext)
  }
}

/** Signs in (POST /api/login): the account, its bearer token and the session cookie. */
export async function signIn(body: Record<string, unknown>, locale: Locale, request: Request): Promise<NextResponse> {
  const checked = await checkCredentials(body, locale, {}, request.headers)
  if (checked instanceof NextResponse) return checked
  const { token, user } = checked
  const payload = await payloadClient()
  const data: LoginData = { id: user.id, token, name: user.name, email: user.email, type: user.type, photo: await userPhoto(user) }
  const response = NextResponse.json({ data })
  response.headers.append('Set-Cookie', generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token }))
  return response
}

/**
 * Checks an applicant's e-mail and password whatever the state of the account (pending, active,
 * rejected), without signing in: the session Payload opens for the check ends at once.
 * Either the applicant's account or the refusal to answer with.
 */
export async function checkApplicant(body: Record<string, unknown>, locale: Locale, request: Request): Promise<User | NextResponse> {
  const checked = await checkCredentials(body, locale, { loginType: 'student', statusLookup: true }, request.headers)
  if (checked instanceof NextResponse) return checked
  await endSessionOf(checked.token)
  return checked.user
}

/** Ends the session a token of Payload's belongs to (one Payload opened for a check, not for a sign-in). */
export async function endSessionOf(token: string) {
  const payload = await payloadClient()
  const { user } = await executeAuthStrategies({ headers: new Headers({ authorization: `JWT ${token}` }), payload })
  if (user) await removeSession(user as SessionUser)
}

/** How long the account of `email` stays locked (0 when it is not), read from the account itself. */
async function lockSeconds(email: string): Promise<number> {
  const payload = await payloadClient()
  const user = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })
  const remainingMs = user?.lockUntil ? new Date(user.lockUntil).getTime() - Date.now() : 0
  return remainingMs > 0 ? Math.ceil(Math.min(remainingMs, payload.collections.users.config.auth.lockTime) / 1000) : 0
}

/** 429 for a locked account, with Retry-After until the lock ends. */
async function lockedResponse(seconds: number, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'loginApi' })
  return NextResponse.json<ErrorBody>(
    { message: t('locked', { minutes: Math.ceil(seconds / 60) }) },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  )
}

/** A professor's public photo (from the profile linked to the account); other accounts have none here. */
async function userPhoto(user: { id: number; type: UserType }): Promise<string | null> {
  if (user.type !== 'professor') return null
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'professors', where: { user: { equals: user.id } }, depth: 1, limit: 1, overrideAccess: true })
  return mediaUrlOrNull(docs[0]?.photo, 'thumb')
}

/**
 * Ends the session of the request's token or cookie: Payload removes the session from the account,
 * so the token no longer authenticates anywhere, and the cookie is cleared. Signed out already: the
 * cookie is cleared all the same.
 */
export async function signOut(request: Request, locale: Locale): Promise<NextResponse> {
  const payload = await payloadClient()
  const user: SessionUser | null = await currentUser(request)
  if (user?._sid) await removeSession(user)
  const t = await getTranslations({ locale, namespace: 'loginApi' })
  const response = NextResponse.json({ message: t('loggedOut') })
  response.headers.append('Set-Cookie', generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix }))
  return response
}

/** Payload's own logout: removes this token's session from the account (it stays valid nowhere). */
async function removeSession(user: SessionUser) {
  const payload = await payloadClient()
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  const unlock = await lockAccountSessions(user.email)
  try {
    await logoutOperation({ collection: payload.collections.users, req })
  } finally {
    unlock()
  }
}
