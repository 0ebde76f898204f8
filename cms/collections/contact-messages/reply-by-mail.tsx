import type { UIFieldServerProps } from 'payload'

import { adminT } from '../../admin-translations'

/** A mailto link to answer a contact message in the staff's own mail program, with the message quoted. */
export function ReplyByMail({ data, i18n }: UIFieldServerProps) {
  if (typeof data?.email !== 'string' || data.email === '') return null
  const t = adminT(i18n.t)
  const quoted = String(data.message ?? '')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const href = `mailto:${encodeURIComponent(data.email)}?subject=${encodeURIComponent(t('contact:replySubject'))}&body=${encodeURIComponent(`\n\n${quoted}`)}`
  return (
    <div className="field-type">
      <a className="btn btn--style-secondary btn--size-medium" href={href}>
        {t('contact:replyByMail')}
      </a>
      <p className="field-description">{t('contact:markHandled')}</p>
    </div>
  )
}
