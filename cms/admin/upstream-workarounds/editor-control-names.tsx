'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { adminT } from '../../admin-translations'
import { editorControlName } from './editor-control-texts'

/**
 * Names its editor's block handles and toolbar menus in the admin's language, once, as the editor mounts: they are
 * drawn then (the handles in the floating anchor this plugin is given, the toolbars' menus from their first render)
 * with constant English names (@payloadcms/richtext-lexical DraggableBlockPlugin, AddBlockHandlePlugin,
 * ToolbarDropdown's `${groupKey} dropdown`; 3.90), which React leaves as set since they never change: README.md here.
 * Remove when the editor names them itself (tests/unit/upstream-workarounds.test.ts fails then).
 */
function EditorControlNames({ anchorElem }: { anchorElem: HTMLElement }) {
  const { t } = useTranslation()
  useEffect(() => {
    const translate = adminT(t)
    const field = anchorElem.closest('.rich-text-lexical') ?? anchorElem
    for (const control of field.querySelectorAll('[aria-label="Drag to move"], [aria-label="Add block"], [aria-label$=" dropdown"]')) {
      const name = editorControlName(control.getAttribute('aria-label') ?? '', translate)
      if (name) control.setAttribute('aria-label', name)
    }
  }, [anchorElem, t])
  return null
}

export const EditorControlNamesClient = createClientFeature({ plugins: [{ Component: EditorControlNames, position: 'floatingAnchorElem' }] })
