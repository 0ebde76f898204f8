import type { DefaultServerCellComponentProps } from 'payload'

import { adminT } from '../../../admin-translations'

/**
 * An application's 학번 in the list: the number, or when it has none yet, that approval gives it, where Payload
 * writes "<학번 없음>" for an empty cell.
 */
export function StudentNumberCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? cellData : adminT(i18n.t)('applications:studentNumberOnApproval')}</span>
}
