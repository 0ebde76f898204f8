import type { BeforeListTableServerProps } from 'payload'

import { ExportForm } from '../../admin/export-form'
import { exportFormTexts } from '../../admin/export-form-texts'
import { staffMay } from '../../access/roles'
import { adminT } from '../../admin-translations'

/** Above the contact messages: export by handled or not and by the days they came in. */
export function ContactMessagesExportForm({ i18n, user }: BeforeListTableServerProps) {
  if (!staffMay(user ?? null, 'contact-messages', 'export')) return null
  const t = adminT(i18n.t)
  return (
    <ExportForm
      collection="contact-messages"
      texts={exportFormTexts(t)}
      controls={[
        {
          kind: 'select',
          name: 'handled',
          label: t('exports:handled'),
          choices: [
            { value: '', label: t('exports:all') },
            { value: 'no', label: t('exports:handledNo') },
            { value: 'yes', label: t('exports:handledYes') },
          ],
        },
        { kind: 'date', name: 'from', label: t('exports:from') },
        { kind: 'date', name: 'to', label: t('exports:to') },
      ]}
    />
  )
}
