import { getTranslations } from 'next-intl/server'

import type { Application } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { payloadClient } from '../content/payload'
import { pickText, type Localized } from '../content/localize'
import { schoolAddress } from '../mail/school-address'
import { sendMail } from '../mail/send-mail'

/** Where links in the mails point: SITE_URL, else the origin the request came to. */
export type MailContext = { origin: string }

const siteOrigin = ({ origin }: MailContext) => (process.env.SITE_URL || origin).replace(/\/+$/, '')

const applicantLocale = (application: Application): Locale => (application.locale === 'en' ? 'en' : 'ko')

const applicantName = (application: Application, locale: Locale) =>
  locale === 'en' ? application.nameEnglish || application.nameHangul : application.nameHangul

async function departmentName(application: Application, locale: Locale): Promise<string> {
  const id = typeof application.department === 'object' ? application.department.id : application.department
  const payload = await payloadClient()
  const department = await payload.findByID({ collection: 'departments', id, locale: 'all', depth: 0, overrideAccess: true, disableErrors: true })
  return department ? pickText(department.name as unknown as Localized<string>, locale) : ''
}

async function mailApplicant(application: Application, key: 'receipt' | 'approved' | 'rejected', values: Record<string, string>) {
  const locale = applicantLocale(application)
  const t = await getTranslations({ locale, namespace: 'registrationMail' })
  const all = { name: applicantName(application, locale), department: await departmentName(application, locale), ...values }
  await sendMail({ to: application.email, subject: t(`${key}Subject`, all), text: t(`${key}Body`, all) })
}

/** To the applicant: the application arrived and waits for the school's decision. */
export const mailReceipt = (application: Application) => mailApplicant(application, 'receipt', {})

/** To the school's address (in Korean, the staff's language): a new application to review in /admin. */
export async function mailSchool(application: Application, context: MailContext) {
  const to = await schoolAddress()
  if (!to) return
  const t = await getTranslations({ locale: 'ko', namespace: 'registrationMail' })
  const values = {
    name: application.nameHangul,
    email: application.email,
    department: await departmentName(application, 'ko'),
    url: `${siteOrigin(context)}/admin/collections/applications/${application.id}`,
  }
  await sendMail({ to, subject: t('schoolSubject', values), text: t('schoolBody', values), replyTo: application.email })
}

const loginUrl = (application: Application, context: MailContext) =>
  `${siteOrigin(context)}${applicantLocale(application) === 'en' ? '/en' : ''}/login`

/** To the applicant: approved, with the student number and how to sign in. */
export const mailApproved = (application: Application, context: MailContext) =>
  mailApplicant(application, 'approved', { studentNumber: application.studentNumber ?? '', email: application.email, url: loginUrl(application, context) })

/** To the applicant: rejected, with the reason. */
export const mailRejected = (application: Application, context: MailContext) =>
  mailApplicant(application, 'rejected', { reason: application.rejectionReason ?? '', url: siteOrigin(context) })
