import type { adminT } from '../../cms/admin-translations'

type Translate = ReturnType<typeof adminT>

const GROUPS = ['add', 'text', 'align'] as const
const DROPDOWN = /^(\w+) dropdown$/

/** The admin's words for a control the editor names in English, or null for any other. */
export function editorControlName(label: string, translate: Translate): string | null {
  if (label === 'Drag to move') return translate('editorWords:dragToMove')
  if (label === 'Add block') return translate('editorWords:addBlock')
  const group = DROPDOWN.exec(label)?.[1]
  if (!group) return null
  const known = GROUPS.find((name) => name === group)
  return translate('editorWords:menu', { group: known ? translate(`editorWords:${known}`) : group })
}
