import type { DefaultServerCellComponentProps } from 'payload'

import { adminT } from '../admin-translations'
import { fileKind } from './file-kinds'

/** A file's kind in a list, "사진 (WebP)", where Payload shows its MIME type (image/webp). */
export function FileKindCell({ cellData, i18n }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || !cellData) return null
  const { kind, format } = fileKind(cellData)
  return <span title={cellData}>{adminT(i18n.t)(`files:${kind}`, { format })}</span>
}
