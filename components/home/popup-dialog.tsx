'use client'

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@radix-ui/react-dialog'
import type { CSSProperties, ReactNode } from 'react'

import { ContentLink } from '@/components/ui/content-link'
import type { Popup } from '@/lib/api/types'

import styles from './home-popups.module.css'

type Props = { popup: Popup; label: string; children: ReactNode }

/** Whether the visitor has already put the focus somewhere (typing a search, say) by the time the popup appears. */
const visitorAtWork = () => document.activeElement !== null && document.activeElement !== document.body

/**
 * One popup: a non-modal dialog (Radix's; the page stays usable), open while it is rendered. Neither Escape nor a press
 * or focus elsewhere closes it, only its close button. It takes the focus only from a page nobody is at work on yet: it
 * appears at the first idle moment, by which time a quick visitor may be typing a search, and a focus moved into it
 * would take the next Enter to its link and close the mobile menu around the box.
 */
export function PopupDialog({ popup, label, children }: Props) {
  return (
    <Dialog open modal={false}>
      <DialogContent
        className={styles.popup}
        style={{ '--popup-top': `${popup.top}%`, '--popup-left': `${popup.left}%` } as CSSProperties}
        onOpenAutoFocus={(event) => visitorAtWork() && event.preventDefault()}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogTitle className="visually-hidden">{label}</DialogTitle>
        <DialogDescription asChild>
          <div className={`rich-text ${styles.content}`} dangerouslySetInnerHTML={{ __html: popup.content }} />
        </DialogDescription>
        {popup.link && <ContentLink link={popup.link} className={`button-link ${styles.action}`} />}
        {children}
      </DialogContent>
    </Dialog>
  )
}
