'use client'

import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'

type Props = {
  open: boolean
  /** Called when the visitor closes it: a button that calls the dialog's close(), Escape, or a click on the backdrop. */
  onClose: () => void
  className?: string
  labelledBy: string
  describedBy?: string
  children: ReactNode
}

/** A press on the backdrop lands on the dialog element itself, outside its box (Escape does the same from a keyboard). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false
  const box = event.currentTarget.getBoundingClientRect()
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom
}

/** For a close button inside the dialog: closing it this way reports onClose like Escape does. */
export const closeEnclosingDialog = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('dialog')?.close()

/**
 * A modal `<dialog>`: the browser keeps the focus inside, makes the page behind inert, closes it on Escape and
 * returns the focus to where it was. Native instead of Radix's (12 KB of script on the home page alone).
 */
export function ModalDialog({ open, onClose, className, labelledBy, describedBy, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const openProp = useRef(open)
  // Only a click that also started on the backdrop closes: not one that selected text inside and ended outside.
  const pressedOnBackdrop = useRef(false)

  useEffect(() => {
    openProp.current = open
    const element = dialog.current
    if (open && !element?.open) element?.showModal()
    if (!open && element?.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Only a close the visitor made is reported; one that follows `open={false}` is the parent's own.
      onClose={(event) => openProp.current && !event.currentTarget.open && onClose()}
      onPointerDown={(event) => (pressedOnBackdrop.current = onBackdrop(event))}
      onClick={(event) => pressedOnBackdrop.current && onBackdrop(event) && event.currentTarget.close()}
    >
      {children}
    </dialog>
  )
}
