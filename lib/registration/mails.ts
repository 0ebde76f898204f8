import { getTranslations } from 'next-intl/server'
import type { Payload } from 'payload'

import type { Application } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { pickText, type Localized } from '../content/localize'
import { schoolAddress } from '../mail/school-address'
import { sendMail, type MailOutcome } from '../mail/send-mail'
import { getPathname } from '../../i18n/navigation'
import { toLocale } from '../../i18n/routing'
import { publicOrigin } from '../env/site-origin'
import { APPLICATION_STATUS_PATH } from './paths'
import { deadlineDateTime } from '../format/dates'

/** Where links in the mails point: SITE_URL, else the origin the request came to. */
export type MailContext = { origin: string }

const siteOrigin = ({ origin }: MailContext) => publicOrigin(origin)

const applicantLocale = (application: Application): Locale => toLocale(application.locale)

/** The name in the mail's language; a foreign applicant may have given no Hangul name, only the English one. */
const applicantName = (application: Application, locale: Locale): string =>
  (locale === 'en' ? application.nameEnglish || application.nameHangul : application.nameHangul || application.nameEnglish) ?? ''

async function departmentName(payload: Payload, application: Application, locale: Locale): Promise<string> {
  const id = typeof application.department === 'object' ? application.department.id : application.department
  const department = await payload.findByID({ collection: 'departments', id, locale: 'all', depth: 0, overrideAccess: true, disableErrors: true })
  return department ? pickText(department.name as unknown as Localized<string>, locale) : ''
}

type ApplicantMail = 'receipt' | 'approved' | 'rejected' | 'result' | 'resultChanged' | 'latePass'

async function mailApplicant(payload: Payload, application: Application, key: ApplicantMail, values: Record<string, string>): Promise<MailOutcome> {
  const locale = applicantLocale(application)
  const t = await getTranslations({ locale, namespace: 'registrationMail' })
  const all = { name: applicantName(application, locale), department: await departmentName(payload, application, locale), ...values }
  return sendMail(payload, { to: application.email, subject: t(`${key}Subject`, all), text: t(`${key}Body`, all) })
}

/** The page where an applicant follows their application, in their language. */
export const statusUrl = (application: Application, context: MailContext) =>
  siteOrigin(context) + getPathname({ locale: applicantLocale(application), href: APPLICATION_STATUS_PATH })

/** To the applicant: the application arrived, its reference, where to follow it and what happens next. */
export const mailReceipt = (payload: Payload, application: Application, context: MailContext) =>
  mailApplicant(payload, application, 'receipt', { reference: application.reference ?? '', url: statusUrl(application, context) })

/** To the school's address (in Korean, the staff's language): a new application to review in /admin. */
export async function mailSchool(payload: Payload, application: Application, context: MailContext) {
  const to = await schoolAddress(payload)
  if (!to) return
  const t = await getTranslations({ locale: 'ko', namespace: 'registrationMail' })
  const values = {
    name: applicantName(application, 'ko'),
    email: application.email,
    department: await departmentName(payload, application, 'ko'),
    url: `${siteOrigin(context)}/admin/collections/applications/${application.id}`,
  }
  await sendMail(payload, { to, subject: t('schoolSubject', values), text: t('schoolBody', values), replyTo: application.email })
}

const loginUrl = (application: Application, context: MailContext) =>
  siteOrigin(context) + getPathname({ locale: applicantLocale(application), href: '/login' })

/** To the applicant: approved, with the student number and how to sign in. */
export const mailApproved = (payload: Payload, application: Application, context: MailContext) =>
  mailApplicant(payload, application, 'approved', { studentNumber: application.studentNumber ?? '', email: application.email, url: loginUrl(application, context) })

/** To the applicant: rejected, with the reason. */
export const mailRejected = (payload: Payload, application: Application, context: MailContext) =>
  mailApplicant(payload, application, 'rejected', { reason: application.rejectionReason ?? '', url: siteOrigin(context) })

/**
 * To the applicant, from the announced second (lib/admissions/announce.ts): the round's results are out, or theirs has
 * changed since; where to see it. The mail does not say the result: the status page does, the same for everyone. A late
 * offer from the waiting list (추가 합격) says it, with its own enrolment deadline, since the time to answer is short.
 */
export const mailResult = (payload: Payload, application: Application, round: Localized<string>, due: 'due' | 'changed' | 'promoted', context: MailContext) => {
  const locale = applicantLocale(application)
  return mailApplicant(payload, application, ({ due: 'result', changed: 'resultChanged', promoted: 'latePass' } as const)[due], {
    round: pickText(round, locale),
    examNumber: application.examNumber ?? '',
    url: statusUrl(application, context),
    deadline: application.enrolmentDeadline ? deadlineDateTime(application.enrolmentDeadline, locale) : '',
  })
}
