import { getTranslations } from 'next-intl/server'
import { after, NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { errorResponse } from '../api/responses'
import type { Locale } from '../api/types'
import { payloadClient } from '../payload/client'
import { schoolAddress } from '../mail/school-address'
import { sendMail } from '../mail/send-mail'
import { rateLimitResponse } from '../security/rate-limit'
import { verifyRecaptcha } from '../security/recaptcha'
import { validateContact, type ContactMessage } from './schema'
import { publicOrigin } from '../env/site-origin'
import { fieldErrors, type FieldProblems } from '../forms/field-problems'
import { CONTACT_CONSENTS, consentProblems, jsonValues } from '../privacy/consents'
import { consentRecord } from '../privacy/notices'

/** Per client address (RATE_LIMIT_CONTACT). */
const CONTACT_RULE = { limit: 5, windowSeconds: 600 }

/**
 * POST /api/contact/us after the request guard: valid fields, then the address's allowance (only
 * well-formed messages count, so correcting a typo costs nothing), then reCAPTCHA; the message is
 * stored in the staff's inbox and then mailed to the school. The mail never decides the answer.
 */
export async function submitContact(request: NextRequest, body: Record<string, unknown>, locale: Locale): Promise<NextResponse> {
  const t = await getTranslations({ locale, namespace: 'contactApi' })
  const checked = validateContact(body)
  const consents = consentProblems(CONTACT_CONSENTS, (name) => jsonValues(body, name))
  if (!checked.ok || Object.keys(consents).length > 0) {
    const fields: FieldProblems = checked.ok ? {} : Object.fromEntries(Object.entries(checked.errors).map(([field, { key, values }]) => [field, [{ key, params: values }]]))
    return errorResponse(locale, 422, 'invalid', fieldErrors({ ...fields, ...consents }, (key, params) => t(`errors.${key}` as never, params as never)))
  }
  const limited = await rateLimitResponse(request, 'contact', CONTACT_RULE, locale)
  if (limited) return limited

  const captcha = await verifyRecaptcha({ token: body.recaptcha, action: 'contact', requestHost: request.headers.get('x-forwarded-host') ?? request.headers.get('host') })
  if (!captcha.ok) return errorResponse(locale, 422, 'invalid', { recaptcha: [t('errors.recaptcha')] })

  const payload = await payloadClient()
  const stored = await payload.create({
    collection: 'contact-messages',
    overrideAccess: true,
    data: { ...checked.data, handled: false, locale, recaptchaScore: captcha.checked ? captcha.score : undefined, consents: await consentRecord(payload, { privacy: true }) },
  })
  const url = inboxUrl(request, stored.id)
  // After the answer: a slow or failing mail server must not keep the visitor waiting.
  after(() => mailToSchool(payload, checked.data, locale, url))
  return NextResponse.json({ message: t('sent') })
}

async function mailToSchool(payload: Payload, message: ContactMessage, locale: Locale, url: string) {
  const to = await schoolAddress(payload)
  if (!to) {
    console.warn('A contact message was stored, but no school address is set (site settings e-mail or SCHOOL_EMAIL) to mail it to.')
    return
  }
  // Staff read Korean: the school's language, whatever the sender's.
  const t = await getTranslations({ locale: 'ko', namespace: 'contactApi' })
  const text = [
    t('mailIntro'),
    '',
    `${t('mailName')}: ${message.name}`,
    `${t('mailEmail')}: ${message.email}`,
    `${t('mailLanguage')}: ${locale}`,
    '',
    message.message,
    '',
    '--',
    t('mailInbox', { url }),
  ].join('\n')
  const subject = t('mailSubject', { name: message.name })
  await sendMail(payload, { to, subject: message.topic === 'accessibility' ? `${t('mailAccessibility')} ${subject}` : subject, text, replyTo: message.email })
}

function inboxUrl(request: NextRequest, id: number): string {
  const origin = publicOrigin(request.nextUrl.origin)
  return `${origin}/admin/collections/contact-messages/${id}`
}
