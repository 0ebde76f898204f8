import type { ServerProps } from 'payload'

import { staffMay } from '../../access/roles'

import { readSetupState, SETUP_ITEMS, setupChecklist, type SetupItem } from '../../../lib/setup/checklist'
import { adminT } from '../../admin-translations'
import styles from './setup-checklist.module.css'

const SETTINGS = '/admin/globals/settings'
const PRIVACY_POLICY = '/admin/collections/static-pages?where[slug][equals]=privacy-policy'

/** Where each item is filled in: a screen of the admin, or the server's environment (docs/configuration.md). */
const WHERE: Record<SetupItem, string | null> = {
  schoolName: SETTINGS,
  address: SETTINGS,
  contacts: SETTINGS,
  logo: SETTINGS,
  privacyOfficer: SETTINGS,
  privacyPolicy: PRIVACY_POLICY,
  retention: SETTINGS,
  mail: null,
  recaptcha: null,
  backups: null,
}

/** The first setup of a real school's site (started with DEMO_CONTENT=off), on the dashboard until every item is done. */
export async function SetupChecklist({ payload, i18n, user }: ServerProps) {
  // Shown to the roles that work with what it tells (cms/access/roles.ts).
  if (!staffMay(user ?? null, 'settings', 'update')) return null
  const t = adminT(i18n.t)
  const done = setupChecklist(await readSetupState(payload))
  const count = SETUP_ITEMS.filter((item) => done[item]).length
  if (count === SETUP_ITEMS.length) return <p className={styles.complete}>✓ {t('setup:done')}</p>
  return (
    <section className={styles.setup} aria-labelledby="setup-checklist">
      <h2 id="setup-checklist" className={styles.heading}>
        {t('setup:heading')} <span className={styles.progress}>{t('setup:progress', { done: count, total: SETUP_ITEMS.length })}</span>
      </h2>
      <p>{t('setup:intro')}</p>
      <ul className={styles.items}>
        {SETUP_ITEMS.map((item) => {
          const where = WHERE[item]
          return (
            <li key={item} className={done[item] ? styles.done : styles.open} data-setup-item={item} data-done={done[item]}>
              <span role="img" aria-label={t(done[item] ? 'setup:itemDone' : 'setup:itemOpen')}>
                {done[item] ? '✓' : '○'}
              </span>{' '}
              {where ? <a href={where}>{t(`setup:${item}`)}</a> : t(`setup:${item}`)}
              {!where && !done[item] && <span className={styles.note}> · {t('setup:serverSetting')}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
