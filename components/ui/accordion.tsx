'use client'

import { useId, useState, type ReactNode } from 'react'

export type AccordionItem = { value: string; trigger: ReactNode; panel: ReactNode }

type ClassNames = { item?: string; header?: string; trigger?: string; panel?: string }

type Props = {
  items: AccordionItem[]
  /** The item open at first (a deep link to a question or a seminar, the current menu). */
  initiallyOpen?: string
  /** The element around each trigger: a heading where the titles outline the page. */
  header?: 'h2' | 'h3' | 'div'
  className?: string
  classNames?: ClassNames
}

/**
 * Titles that each open their panel, one at a time (the WAI-ARIA accordion: buttons with aria-expanded
 * inside headings). Every panel stays in the HTML, so crawlers read closed answers too; `data-state`
 * lets the styles hide closed ones. A few lines instead of a UI library's accordion, which cost every
 * page about 10 KB of script.
 */
export function Accordion({ items, initiallyOpen, header: Header = 'div', className, classNames = {} }: Props) {
  const [openValue, setOpenValue] = useState(initiallyOpen)
  const id = useId()
  return (
    <div className={className}>
      {items.map((item, index) => {
        const open = item.value === openValue
        const state = open ? 'open' : 'closed'
        return (
          <div key={item.value} className={classNames.item} data-state={state}>
            <Header className={classNames.header}>
              <button
                type="button"
                id={`${id}-trigger-${index}`}
                className={classNames.trigger}
                data-state={state}
                aria-expanded={open}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpenValue(open ? undefined : item.value)}
              >
                {item.trigger}
              </button>
            </Header>
            <div id={`${id}-panel-${index}`} role="region" aria-labelledby={`${id}-trigger-${index}`} className={classNames.panel} data-state={state}>
              {item.panel}
            </div>
          </div>
        )
      })}
    </div>
  )
}
