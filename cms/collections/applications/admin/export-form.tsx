import type { BeforeListTableServerProps } from 'payload'

import { APPLICATION_STATES } from '@/lib/registration/options'
import { staffDateTime } from '@/lib/format/dates'

import { ExportForm } from '../../../admin/export-form'
import { exportFormTexts } from '../../../admin/export-form-texts'
import { staffMay } from '../../../access/roles'
import { adminT } from '../../../admin-translations'

/** Above the applications list: export by state, department and admission round, masked unless the admin ticks the box. */
export async function ApplicationsExportForm({ payload, i18n, user }: BeforeListTableServerProps) {
  if (!staffMay(user ?? null, 'applications', 'export')) return null
  const t = adminT(i18n.t)
  const language = i18n.language === 'en' ? 'en' : 'ko'
  const all = { value: '', label: t('exports:all') }
  const [departments, rounds] = await Promise.all([
    payload.find({ collection: 'departments', depth: 0, pagination: false, overrideAccess: true, locale: language, sort: 'order' }),
    payload.find({ collection: 'admission-rounds', depth: 0, pagination: false, overrideAccess: true, locale: language, sort: '-applicationOpensAt' }),
  ])
  return (
    <ExportForm
      collection="applications"
      texts={exportFormTexts(t)}
      controls={[
        { kind: 'select', name: 'state', label: t('exports:state'), choices: [all, ...APPLICATION_STATES.map((option) => ({ value: option.value, label: option.label[language] }))] },
        { kind: 'select', name: 'department', label: t('exports:department'), choices: [all, ...departments.docs.map((department) => ({ value: String(department.id), label: department.name }))] },
        {
          kind: 'select',
          name: 'round',
          label: t('exports:round'),
          choices: [all, ...rounds.docs.map((round) => ({ value: String(round.id), label: `${round.name} (${staffDateTime(round.applicationOpensAt)} ~ ${staffDateTime(round.applicationClosesAt)})` }))],
        },
        { kind: 'check', name: 'numbers', value: 'full', label: t('exports:wholeNumbers') },
      ]}
    />
  )
}
