import { Link } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { staffMay } from '../../access/roles'

import { staffDateTime } from '../../../lib/format/dates'
import { accessReview } from '../../../lib/privacy/access-review'
import { adminT } from '../../admin-translations'
import styles from './access-review.module.css'
import { MarkReviewed } from './mark-reviewed'

const ACCESS_LOG = '/admin/collections/access-log'

/**
 * The monthly review of the access log (점검, 개인정보의 안전성 확보조치 기준 제8조): what stands out
 * in the last 30 days, and a button that records the review done. Highlighted while this month has none.
 */
export async function AccessReview({ payload, i18n, user }: ServerProps) {
  // Shown to the roles that work with what it tells (cms/access/roles.ts).
  if (!staffMay(user ?? null, 'access-log', 'review')) return null
  const t = adminT(i18n.t)
  const review = await accessReview(payload)
  const nothing = <p>{t('review:nothing')}</p>
  return (
    <section className={review.due ? `${styles.review} ${styles.due}` : styles.review} aria-labelledby="access-review" data-access-review={review.due ? 'due' : 'done'}>
      <h2 id="access-review" className={styles.heading}>
        {t('review:heading')}
      </h2>
      <p>{t('review:period', { from: staffDateTime(review.from), to: staffDateTime(review.to) })}</p>
      <p data-last-review>{review.lastReview ? t('review:last', { date: staffDateTime(review.lastReview.at), who: review.lastReview.by ?? '?' }) : t('review:never')}</p>
      {review.due && <p role="status">{t('review:due')}</p>}
      <h3 className={styles.subheading}>{t('review:exports')}</h3>
      {review.perStaff.length === 0 ? (
        nothing
      ) : (
        <ul data-review-list="exports">
          {review.perStaff.map((row) => (
            <li key={row.who}>
              {`${row.who}: ${t('review:exportsCount', { exports: row.exports, downloads: row.downloads })}, ${t('review:readsCount', { reads: row.reads, records: row.records })}`}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{t('review:newAddresses')}</h3>
      {review.newAddresses.length === 0 ? (
        nothing
      ) : (
        <ul data-review-list="new-addresses">
          {review.newAddresses.map((row) => (
            <li key={`${row.who} ${row.address}`}>
              {`${row.who}: ${row.address} (${staffDateTime(row.at)})`}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{t('review:failedCodes')}</h3>
      {review.failedCodes.length === 0 ? (
        nothing
      ) : (
        <ul data-review-list="failed-codes">
          {review.failedCodes.map((row) => (
            <li key={row.who}>
              {`${row.who}: ${t('review:failedCount', { count: row.count })}`}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.actions}>
        <Link href={ACCESS_LOG}>{t('review:openLog')}</Link>
        <MarkReviewed action={`${payload.config.routes.api}/access-log/review`} />
      </p>
    </section>
  )
}
