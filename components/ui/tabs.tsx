'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type Tab = { label: ReactNode; panel: ReactNode }

type ClassNames = { list?: string; tab?: string; panel?: string }

type Props = {
  tabs: Tab[]
  label: string
  orientation?: 'horizontal' | 'vertical'
  /** Hovering a tab with a mouse selects it too (the professors' names). */
  selectOnMouseHover?: boolean
  className?: string
  classNames?: ClassNames
}

/**
 * The WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move the selection
 * and the focus, only the selected tab is in the Tab order. Every panel stays in the HTML for crawlers;
 * `data-state` lets the styles hide inactive ones. A few lines instead of a UI library's tabs, which
 * cost every content page about 8 KB of script.
 */
export function Tabs({ tabs, label, orientation = 'horizontal', selectOnMouseHover = false, className, classNames = {} }: Props) {
  const [selected, setSelected] = useState(0)
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const last = tabs.length - 1

  const onKeyDown = (event: KeyboardEvent) => {
    const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
    const target = { [previous]: selected === 0 ? last : selected - 1, [next]: selected === last ? 0 : selected + 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    setSelected(target)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus()
  }

  return (
    <div className={className}>
      <div ref={list} role="tablist" aria-label={label} aria-orientation={orientation} className={classNames.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            data-state={index === selected ? 'active' : 'inactive'}
            className={classNames.tab}
            onClick={() => setSelected(index)}
            onFocus={() => setSelected(index)}
            onPointerEnter={(event) => {
              if (selectOnMouseHover && event.pointerType === 'mouse') setSelected(index)
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          tabIndex={0}
          data-state={index === selected ? 'active' : 'inactive'}
          className={classNames.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
