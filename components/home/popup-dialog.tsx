'use client'

import { useId, type CSSProperties, type ReactNode } from 'react'

import { ContentLink } from '@/components/ui/content-link'
import type { Popup } from '@/lib/api/types'

import styles from './home-popups.module.css'

type Props = { popup: Popup; label: string; onClose: () => void; children: ReactNode }

/**
 * One popup: a non-modal dialog, open while it is rendered, that leaves the page as it is (KWCAG 2.1.1, 2.4.1). It
 * appears by itself, so it takes no focus and holds no Tab: the keyboard reaches it in the page's order, after the skip
 * link and the header, and leaves it the same way. Escape inside it or its close button closes it; a press elsewhere
 * does not. Not Radix's dialog: even when not modal, that one loops Tab inside itself and puts invisible focus guards
 * at both ends of the page (https://github.com/radix-ui/primitives/issues/4128).
 */
export function PopupDialog({ popup, label, onClose, children }: Props) {
  const id = useId()
  return (
    <div
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      className={styles.popup}
      style={{ '--popup-top': `${popup.top}%`, '--popup-left': `${popup.left}%` } as CSSProperties}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {label}
      </h2>
      <div id={`${id}-content`} className={`rich-text ${styles.content}`} dangerouslySetInnerHTML={{ __html: popup.content }} />
      {popup.link && <ContentLink link={popup.link} className={`button-link ${styles.action}`} />}
      {children}
    </div>
  )
}
