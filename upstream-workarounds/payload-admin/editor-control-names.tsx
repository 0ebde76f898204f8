'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminT } from '../../cms/admin-translations'
import { editorControlName } from './editor-control-texts'

const ENGLISH_NAMED = '[aria-label="Drag to move"], [aria-label="Add block"], [aria-label$=" dropdown"]'

function nameControls(within: Element, translate: ReturnType<typeof adminT>) {
  for (const control of within.querySelectorAll(ENGLISH_NAMED)) {
    const name = editorControlName(control.getAttribute('aria-label') ?? '', translate)
    if (name) control.setAttribute('aria-label', name)
  }
}

/**
 * Names its editor's block handles and toolbar menus in the admin's language. The handles and the fixed toolbar's
 * menus are drawn as the editor mounts, with constant English names (@payloadcms/richtext-lexical DraggableBlockPlugin,
 * AddBlockHandlePlugin, ToolbarDropdown's `${groupKey} dropdown`; 3.90), which React leaves as set since they never
 * change: named once here. The inline toolbar comes and goes with a text selection, drawn into this editor's floating
 * layer (the anchor this plugin is given): only that layer's own children are watched, which typing never changes.
 * README.md here. Remove when the editor names them itself (tests/unit/upstream-workarounds.test.ts fails then).
 */
function EditorControlNames({ anchorElem }: { anchorElem: HTMLElement }) {
  const { t } = useTranslation()
  useEffect(() => {
    const translate = adminT(t)
    nameControls(anchorElem.closest('.rich-text-lexical') ?? anchorElem, translate)
    const observer = new MutationObserver(() => nameControls(anchorElem, translate))
    observer.observe(anchorElem, { childList: true })
    return () => observer.disconnect()
  }, [anchorElem, t])
  return null
}

export const EditorControlNamesClient = createClientFeature({ plugins: [{ Component: EditorControlNames, position: 'floatingAnchorElem' }] })
