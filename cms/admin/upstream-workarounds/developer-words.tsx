'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT } from '../../admin-translations'

type Translate = ReturnType<typeof adminT>

const DROPDOWN = /^(\w+) dropdown$/
const GROUPS = ['add', 'text', 'align'] as const

/** The admin's words for a control Payload names in English or by its field's name. */
function wordsFor(element: Element, translate: Translate): [string, string] | null {
  const label = element.getAttribute('aria-label')
  if (label === 'Drag to move') return ['aria-label', translate('editorWords:dragToMove')]
  if (label === 'Add block') return ['aria-label', translate('editorWords:addBlock')]
  const group = label && DROPDOWN.exec(label)?.[1]
  if (group) return ['aria-label', translate('editorWords:menu', { group: GROUPS.includes(group as (typeof GROUPS)[number]) ? translate(`editorWords:${group as (typeof GROUPS)[number]}`) : group })]
  return null
}

// A list's select-all box, which Payload names "select-all" and so gives that tooltip (elements/SelectAll, 3.90).
const SELECT_ALL = 'input[type="checkbox"][name="select-all"][title="select-all"]'
const SELECTOR = `[aria-label="Drag to move"], [aria-label="Add block"], [aria-label$=" dropdown"], ${SELECT_ALL}`

function reword(root: Element, translate: Translate) {
  const found = root.matches(SELECTOR) ? [root, ...root.querySelectorAll(SELECTOR)] : root.querySelectorAll(SELECTOR)
  for (const element of found) {
    if (element.matches(SELECT_ALL)) {
      element.removeAttribute('title')
      continue
    }
    const words = wordsFor(element, translate)
    if (words) element.setAttribute(...words)
  }
}

/**
 * Names the rich-text editor's handles and toolbar menus in the admin's language, and takes the "select-all" tooltip
 * off a list's select-all box, since no translation or component slot reaches them (@payloadcms/richtext-lexical
 * DraggableBlockPlugin, AddBlockHandlePlugin, ToolbarDropdown's `${groupKey} dropdown`; @payloadcms/ui
 * elements/SelectAll; 3.90): README.md here. A field's checkbox has its own component instead (../staff-checkbox.tsx). Only added elements are looked at, so typing in
 * the editor costs nothing. Remove when Payload names them itself (tests/unit/upstream-workarounds.test.ts fails then).
 */
export function DeveloperWords({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  useEffect(() => {
    const translate = adminT(t)
    reword(document.body, translate)
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) reword(node, translate)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
  return children
}
