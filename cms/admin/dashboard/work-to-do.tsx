import { Link } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { staffMay } from '../../access/roles'

import { staffDateTime } from '../../../lib/format/dates'
import { adminT } from '../../admin-translations'
import styles from './work-to-do.module.css'
import { workToDo, type UncaptionedVideos, type UnsentMail } from './work-to-do-counts'

const WAITING_APPLICATIONS = '/admin/collections/applications?where[state][equals]=pending'
const UNHANDLED_MESSAGES = '/admin/collections/contact-messages?where[handled][not_equals]=true'
const WINDOWS = '/admin/collections/admission-rounds'
const PRIVACY_REQUEST = (id: number) => `/admin/collections/privacy-requests/${id}`
const MEDIA = (id: number) => `/admin/collections/media/${id}`
const OUTBOX = (status: 'kept' | 'failed') => `/admin/collections/mail-outbox?where[status][equals]=${status}`

/** Above the work: applicants and visitors are not getting their mails (no mail server, or mails it refused). */
function MailWarning({ unsentMail, t }: { unsentMail: UnsentMail; t: ReturnType<typeof adminT> }) {
  if (unsentMail.mailServer && unsentMail.failed === 0) return null
  return (
    <div className={styles.warning} role="status" data-mail-warning={unsentMail.mailServer ? 'failed' : 'no-server'}>
      <strong>{t(unsentMail.mailServer ? 'dashboard:mailFailedHeading' : 'dashboard:noMailServerHeading')}</strong>
      <p>{t(unsentMail.mailServer ? 'dashboard:mailFailed' : 'dashboard:noMailServer')}</p>
      <p>
        {!unsentMail.mailServer && <Link href={OUTBOX('kept')}>{t('dashboard:keptMails', { count: unsentMail.kept })}</Link>}
        {!unsentMail.mailServer && unsentMail.failed > 0 && ' · '}
        {unsentMail.failed > 0 && <Link href={OUTBOX('failed')}>{t('dashboard:failedMails', { count: unsentMail.failed })}</Link>}
      </p>
    </div>
  )
}

/** Videos whose speech is not captioned yet in Korean, English or both (KWCAG 1.2.1): each opens its media page, where its captions are added. */
function UncaptionedVideoList({ uncaptioned, t }: { uncaptioned: UncaptionedVideos; t: ReturnType<typeof adminT> }) {
  const languageName = { ko: t('dashboard:captionKo'), en: t('dashboard:captionEn') }
  return (
    <>
      <h3 id="uncaptioned-videos" className={styles.subheading}>
        {t('dashboard:uncaptionedVideos')} ({uncaptioned.total})
      </h3>
      {uncaptioned.total === 0 ? (
        <p>{t('dashboard:noUncaptionedVideos')}</p>
      ) : (
        <ul className={styles.requests} aria-labelledby="uncaptioned-videos">
          {uncaptioned.videos.map((video) => (
            <li key={video.id}>
              <Link href={MEDIA(video.id)}>{video.name}</Link> · {t('dashboard:missingCaptions', { languages: video.missing.map((language) => languageName[language]).join(', ') })}
            </li>
          ))}
          {uncaptioned.total > uncaptioned.videos.length && <li>{t('dashboard:moreUncaptionedVideos', { count: uncaptioned.total - uncaptioned.videos.length })}</li>}
        </ul>
      )}
    </>
  )
}

function CountCard({ href, count, label }: { href: string; count: number; label: string }) {
  return (
    <li>
      <Link className={styles.card} href={href}>
        <span className={styles.count}>{count}</span>
        <span>{label}</span>
      </Link>
    </li>
  )
}

/** The first thing on the admin's dashboard: what is waiting for the office today. */
// Only the roles that read privacy requests see it, so the counts are read with access control off.
export async function WorkToDo({ payload, i18n, user }: ServerProps) {
  // Shown to the roles that work with what it tells (cms/access/roles.ts).
  if (!staffMay(user ?? null, 'privacy-requests', 'read')) return null
  const t = adminT(i18n.t)
  const { waitingApplications, unhandledMessages, window, privacyRequests, unsentMail, uncaptionedVideos } = await workToDo(payload)
  const now = new Date().toISOString()
  return (
    <section className={styles.work} aria-labelledby="work-to-do">
      <h2 id="work-to-do" className={styles.heading}>
        {t('dashboard:heading')}
      </h2>
      <MailWarning unsentMail={unsentMail} t={t} />
      <ul className={styles.cards}>
        <CountCard href={WAITING_APPLICATIONS} count={waitingApplications} label={t('dashboard:waitingApplications')} />
        <CountCard href={UNHANDLED_MESSAGES} count={unhandledMessages} label={t('dashboard:unhandledMessages')} />
        <li>
          <Link className={styles.card} href={WINDOWS}>
            <span className={styles.state}>{window ? t(window.open ? 'dashboard:windowOpen' : 'dashboard:windowNext') : t('dashboard:noWindow')}</span>
            {window && (
              <span>
                {window.name}: {staffDateTime(window.startsAt)} ~ {staffDateTime(window.endsAt)}
              </span>
            )}
          </Link>
        </li>
      </ul>
      <h3 id="privacy-requests" className={styles.subheading}>
        {t('dashboard:privacyRequests')} ({privacyRequests.length})
      </h3>
      {privacyRequests.length === 0 ? (
        <p>{t('dashboard:noPrivacyRequests')}</p>
      ) : (
        <ul className={styles.requests} aria-labelledby="privacy-requests">
          {privacyRequests.map((request) => (
            <li key={request.id}>
              <Link href={PRIVACY_REQUEST(request.id)}>
                {t(`dashboard:${request.kind}`)} · {request.applicant}
              </Link>{' '}
              <span className={request.answerBy < now ? styles.overdue : undefined}>
                {t('dashboard:answerBy', { date: staffDateTime(request.answerBy) })}
                {request.answerBy < now && ` (${t('dashboard:overdue')})`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <UncaptionedVideoList uncaptioned={uncaptionedVideos} t={t} />
    </section>
  )
}
