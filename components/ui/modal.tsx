'use client'

import { Dialog, DialogContent, DialogOverlay, DialogPortal } from '@radix-ui/react-dialog'
import { type ReactNode, useRef } from 'react'

import styles from './modal.module.css'

type Props = {
  /** Called when the visitor closes it: a `DialogClose` button inside, Escape, or a press on the backdrop. */
  onClose: () => void
  className: string
  backdropClassName: string
  /** False where the dialog has no `DialogDescription`, so that it points at no missing description. */
  described?: boolean
  /** `alertdialog` for a message that needs an answer now (the session-timeout warning). */
  role?: 'dialog' | 'alertdialog'
  children: ReactNode
}

/**
 * A modal dialog (Radix's), open while it is rendered: the focus stays inside, the page behind is inert and does not scroll, Escape and a press on
 * the backdrop close it. Its children name it with `DialogTitle`. Closed, it gives the focus back to what had it when it
 * opened (the button that opened it, the form that was sent): Radix returns it only to its own `DialogTrigger`.
 */
export function Modal({ onClose, className, backdropClassName, described = true, role = 'dialog', children }: Props) {
  const returnFocus = useRef<Element | null>(null)
  return (
    <Dialog open onOpenChange={(next) => next || onClose()}>
      <DialogPortal>
        <DialogOverlay className={`${styles.backdrop} ${backdropClassName}`} />
        <DialogContent
          className={`${styles.modal} ${className}`}
          role={role}
          {...(described ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => (returnFocus.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus()
          }}
        >
          {children}
        </DialogContent>
      </DialogPortal>
    </Dialog>
  )
}
