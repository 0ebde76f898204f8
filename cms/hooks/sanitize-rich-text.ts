import type { FieldHook } from 'payload'

import { sanitizeHtml } from '../../lib/security/sanitize-html'
import { isSafeUrl } from '../../lib/security/safe-url'

type LexicalNode = {
  type?: string
  children?: LexicalNode[]
  fields?: { url?: string; blockType?: string; html?: string; [key: string]: unknown }
  [key: string]: unknown
}

function cleanNode(node: LexicalNode): LexicalNode {
  const fields = node.fields ? { ...node.fields } : undefined
  if (fields && typeof fields.url === 'string' && !isSafeUrl(fields.url)) fields.url = '#'
  if (fields?.blockType === 'htmlEmbed' && typeof fields.html === 'string') {
    fields.html = sanitizeHtml(fields.html)
  }
  const children = node.children?.map(cleanNode)
  return { ...node, ...(fields && { fields }), ...(children && { children }) }
}

/** Unsafe link targets and disallowed embedded HTML never reach the database. */
export const sanitizeRichTextHook: FieldHook = ({ value }) => {
  if (!value || typeof value !== 'object' || !('root' in value)) return value
  return { ...value, root: cleanNode((value as { root: LexicalNode }).root) }
}
