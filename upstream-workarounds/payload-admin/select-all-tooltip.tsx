'use client'

import { useListQuery } from '@payloadcms/ui'
import { useEffect } from 'react'

// A list's select-all box, which Payload names "select-all" and so gives that tooltip (elements/SelectAll, 3.90).
const NAMED_AS_TOOLTIP = 'input[type="checkbox"][name="select-all"][title="select-all"]'

/**
 * Takes the developer's "select-all" tooltip off the list's select-all box (its screen-reader name, general:selectAllRows,
 * stays) each time the list shows other documents, in the list's own slot (`beforeListTable`), since no translation or
 * component slot reaches the box: README.md here. Remove when Payload stops using the box's name as its tooltip
 * (tests/unit/upstream-workarounds.test.ts fails then).
 */
export function SelectAllTooltip() {
  const { data } = useListQuery()
  useEffect(() => {
    for (const box of document.querySelectorAll(NAMED_AS_TOOLTIP)) box.removeAttribute('title')
  }, [data])
  return null
}
