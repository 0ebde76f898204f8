'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { adminT } from '../admin-translations'

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

const SELECTOR = '[aria-label="Drag to move"], [aria-label="Add block"], [aria-label$=" dropdown"], input[type="checkbox"][title]'

function reword(root: Element, translate: Translate) {
  const found = root.matches(SELECTOR) ? [root, ...root.querySelectorAll(SELECTOR)] : root.querySelectorAll(SELECTOR)
  for (const element of found) {
    // A checkbox's tooltip is its field's name (hideFromEnglish, privacy.askCitizenshipNo): its label says what it is.
    if (element instanceof HTMLInputElement && element.title === element.name) {
      element.removeAttribute('title')
      continue
    }
    const words = wordsFor(element, translate)
    if (words) element.setAttribute(...words)
  }
}

/**
 * Takes developers' words off the admin's controls where they are shown, since no translation reaches them: a
 * checkbox's tooltip that is its field's name (@payloadcms/ui fields/Checkbox/Input, `title: name`), and the rich-text
 * editor's handles and toolbar menus named in English (@payloadcms/richtext-lexical DraggableBlockPlugin,
 * AddBlockHandlePlugin, ToolbarDropdown's `${groupKey} dropdown`, 3.90). Only added elements are looked at, so typing
 * in the editor costs nothing. Remove each part when Payload names them itself.
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
