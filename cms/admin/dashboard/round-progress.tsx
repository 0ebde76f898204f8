import type { ServerProps } from 'payload'

import { currentRounds, roundProgress, STAGES } from '../../../lib/admissions/round-progress'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'
import { exportFormTexts } from '../export-form-texts'
import styles from './round-progress.module.css'
import { StageDownload } from './stage-download'

/**
 * On the dashboard, for each round under way: per department against its places, how many applications are received,
 * missing a document, given an interview, decided (합격, 불합격, 예비), announced, confirmed and paid; each number
 * downloads its list through the applications' export (a fresh second-factor code, the access log). For the staff
 * who may export applications (cms/access/roles.ts), so the counts are read with access control off.
 */
export async function RoundProgress({ payload, i18n, user }: ServerProps) {
  if (!staffMay(user ?? null, 'applications', 'export')) return null
  const t = adminT(i18n.t)
  const language = i18n.language === 'en' ? 'en' : 'ko'
  const now = new Date()
  const rounds = await currentRounds(payload, now, language)
  if (rounds.length === 0) return null
  const departments = await payload.find({ collection: 'departments', depth: 0, pagination: false, overrideAccess: true, locale: language })
  const nameOf = new Map(departments.docs.map((department) => [department.id, department.name]))
  const texts = exportFormTexts(t)
  return (
    <>
      {await Promise.all(
        rounds.map(async (round) => {
          const headingId = `round-progress-${round.id}`
          const rows = await roundProgress(payload, round, now)
          return (
            <section key={round.id} className={styles.progress} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.heading}>
                {t('roundProgress:heading', { name: round.name })}
              </h2>
              <p>{t('roundProgress:description')}</p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('roundProgress:department')}</th>
                    <th scope="col">{t('roundProgress:places')}</th>
                    {STAGES.map((stage) => (
                      <th key={stage} scope="col">
                        {t(`roundProgress:${stage}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const department = nameOf.get(row.department) ?? String(row.department)
                    return (
                      <tr key={row.department}>
                        <th scope="row">{department}</th>
                        <td>{row.places}</td>
                        {STAGES.map((stage) => (
                          <td key={stage}>
                            <StageDownload
                              query={{ round: String(round.id), department: String(row.department), stage }}
                              count={row.counts[stage]}
                              label={t('roundProgress:download', { department, stage: t(`roundProgress:${stage}`), count: row.counts[stage] })}
                              texts={texts}
                            />
                          </td>
                        ))}
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </section>
          )
        }),
      )}
    </>
  )
}
