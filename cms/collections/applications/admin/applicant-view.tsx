import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { UIFieldServerProps } from 'payload'

import { StatusPreview } from '@/components/admissions/status-preview'
import { roundOf } from '@/lib/admissions/result'
import { SCHOOL_TIME_ZONE, staffDateTime } from '@/lib/format/dates'
import { relationId } from '@/lib/payload/relation-id'
import { documentTitles, statusFrom } from '@/lib/registration/status'
import { toLocale } from '@/i18n/routing'

import { staffMay } from '../../../access/roles'
import { adminT } from '../../../admin-translations'
import styles from './admin.module.css'

/**
 * What the applicant will see of this application, in their language: the status lookup's own answer (statusFrom) at
 * the round's announcement, or now once it has passed, shown by the page's own component. Before the announcement the
 * applicant sees the same without the result, whatever is recorded.
 */
export async function ApplicantView({ id, payload, req, i18n }: UIFieldServerProps) {
  const applicationId = Number(id) || null
  if (applicationId === null || !staffMay(req.user, 'applications', 'read')) return null
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 1, overrideAccess: true, disableErrors: true })
  const owner = application && relationId(application.user)
  if (!application || owner === null) return null
  const t = adminT(i18n.t)
  const round = roundOf(application)
  const now = new Date()
  const at = round && new Date(round.announcementAt) > now ? new Date(round.announcementAt) : now
  const locale = toLocale(application.locale)
  const messages = await getMessages({ locale })
  const note = !round ? t('rounds:previewNoRound') : at > now ? t('rounds:previewHidden', { at: staffDateTime(round.announcementAt) }) : t('rounds:previewShown')
  return (
    <div className={styles.decision}>
      <h3 className={styles.heading}>{t('rounds:previewHeading')}</h3>
      <p>{note}</p>
      <NextIntlClientProvider locale={locale} timeZone={SCHOOL_TIME_ZONE} messages={{ applicationStatus: messages.applicationStatus }}>
        <StatusPreview status={statusFrom(application, owner, await documentTitles(locale), at)} />
      </NextIntlClientProvider>
    </div>
  )
}
