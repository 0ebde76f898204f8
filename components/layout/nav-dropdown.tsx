'use client'

import type React from 'react'
import { useCallback, useState } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './header.module.css'
import { useDismiss } from './use-dismiss'

type Props = {
  label: string
  href: string
  submenuId: string
  toggleLabel: string
  /** The sub-menu list (server-rendered), shown on hover or when the toggle is expanded. */
  children: React.ReactNode
}

/** One main menu on the desktop: a link to its first sub-menu and a disclosure button for the keyboard. */
export function NavDropdown({ label, href, submenuId, toggleLabel, children }: Props) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const { containerRef, toggleRef } = useDismiss<HTMLLIElement>(open, close)

  return (
    <li
      ref={containerRef}
      className={styles.item}
      data-open={open}
      onClick={(event) => {
        if ((event.target as Element).closest(`#${submenuId} a`)) close()
      }}
    >
      <Link href={href} className={styles.topLink}>
        {label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      {children}
    </li>
  )
}
