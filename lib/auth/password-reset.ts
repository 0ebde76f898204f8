import { getTranslations } from 'next-intl/server'
import { after, NextResponse } from 'next/server'
import { z } from 'zod'

import type { ErrorBody, Locale } from '../api/types'
import { publicOrigin } from '../env/site-origin'
import { fieldErrors, fieldProblems } from '../forms/field-problems'
import { sendMail } from '../mail/send-mail'
import { payloadClient } from '../payload/client'
import { isRefusedResetToken, loggableError } from '../payload/errors'
import { PASSWORD_MIN } from '../registration/schema'
import { getPathname } from '../../i18n/navigation'
import { toLocale } from '../../i18n/routing'
import { endSessionOf } from './login'
import { isStaff } from './staff'

/** A reset link works once, for one hour. */
const LINK_VALID_MS = 60 * 60 * 1000
const CONTROL_CHARACTERS = /\p{Cc}/u

const emailSchema = z.object({
  email: z.string({ error: 'emailRequired' }).trim().min(1, { error: 'emailRequired' }).max(254, { error: 'email' }).pipe(z.email({ error: 'email' })),
})

const resetSchema = z.object({
  token: z.string({ error: 'tokenInvalid' }).min(1, { error: 'tokenInvalid' }).max(200, { error: 'tokenInvalid' }),
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired' })
    .min(PASSWORD_MIN, { error: 'passwordTooShort' })
    .max(128, { error: 'tooLong' })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'controlCharacters' }),
})

async function invalid(locale: Locale, issues: readonly z.core.$ZodIssue[]) {
  const [t, api] = await Promise.all([getTranslations({ locale, namespace: 'passwordResetApi' }), getTranslations({ locale, namespace: 'api' })])
  const errors = fieldErrors(fieldProblems(issues, { first: true }), (key, params) => t(key as never, params as never))
  return NextResponse.json<ErrorBody>({ message: api('invalid'), errors }, { status: 422 })
}

/**
 * The account a reset link may go to: an active student or professor, or an applicant whose application
 * waits for its decision (their password reads the status and becomes their sign-in once approved). Staff
 * reset theirs in /admin; a rejected or disabled account gets no link.
 */
async function resettableAccount(email: string) {
  const payload = await payloadClient()
  const user = await payload.db.findOne<{ id: number; name: string; state: string; type: string; locale?: string | null }>({ collection: 'users', where: { email: { equals: email } } })
  if (!user || isStaff(user)) return null
  return user.state === 'active' || (user.state === 'pending' && user.type === 'student') ? user : null
}

/** Payload makes the single-use token; the mail is ours, in the account's language, linking to our reset page. */
async function mailResetLink(email: string, origin: string) {
  const user = await resettableAccount(email)
  if (!user) return
  const payload = await payloadClient()
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, expiration: LINK_VALID_MS })
  if (!token) return
  const locale = toLocale(user.locale)
  const t = await getTranslations({ locale, namespace: 'passwordResetMail' })
  const url = publicOrigin(origin) + getPathname({ locale, href: { pathname: '/reset-password', query: { token } } })
  await sendMail(payload, { to: email, subject: t('subject'), text: t('body', { name: user.name, url }) })
}

/**
 * POST /api/forgot-password `{email}`: the same 200 answer for every well-formed address, and the
 * same time taken, since the account is looked up and the link mailed only after the answer has gone.
 */
export async function requestPasswordReset(body: Record<string, unknown>, locale: Locale, origin: string): Promise<NextResponse> {
  const parsed = emailSchema.safeParse(body)
  if (!parsed.success) return invalid(locale, parsed.error.issues)
  const email = parsed.data.email.toLowerCase()
  after(() =>
    mailResetLink(email, origin).catch(async (error: unknown) => (await payloadClient()).logger.error({ error: loggableError(error), msg: 'A password reset link could not be made' })),
  )
  const t = await getTranslations({ locale, namespace: 'passwordResetApi' })
  return NextResponse.json({ message: t('sent') })
}

/**
 * POST /api/reset-password `{token, password}`: Payload's own reset (it ends every session of the
 * account and unlocks it); the session it opens for the new password is ended too, so the user
 * signs in as usual. 422 for a weak password or a token that is unknown, used or expired.
 */
export async function resetPassword(body: Record<string, unknown>, locale: Locale): Promise<NextResponse> {
  const parsed = resetSchema.safeParse(body)
  if (!parsed.success) return invalid(locale, parsed.error.issues)
  const payload = await payloadClient()
  const t = await getTranslations({ locale, namespace: 'passwordResetApi' })
  try {
    const { token } = await payload.resetPassword({ collection: 'users', data: parsed.data, overrideAccess: true })
    if (token) await endSessionOf(token)
  } catch (error) {
    if (!isRefusedResetToken(error)) throw error
    const api = await getTranslations({ locale, namespace: 'api' })
    return NextResponse.json<ErrorBody>({ message: api('invalid'), errors: { token: [t('tokenInvalid')] } }, { status: 422 })
  }
  return NextResponse.json({ message: t('done') })
}
