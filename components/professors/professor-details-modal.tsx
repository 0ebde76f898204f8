'use client'

import { Dialog, DialogClose, DialogContent, DialogOverlay, DialogPortal, DialogTitle } from '@radix-ui/react-dialog'
import Image from 'next/image'
import type { RefObject } from 'react'

import styles from './professors.module.css'

export type ProfessorDetailsProps = {
  name: string
  image: string
  labels: { open: string; close: string; imageAlt: string }
}

type Props = ProfessorDetailsProps & { onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }

/** The open modal: a click on the overlay, Escape or the close button dismisses it. */
export function ProfessorDetailsModal({ name, image, labels, onClose, returnFocusTo }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay className={styles.overlay} />
        <DialogContent
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns the focus to its own trigger; the opening button is ours.
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
        >
          <DialogTitle className={styles.dialogTitle}>{name}</DialogTitle>
          <Image src={image} alt={labels.imageAlt} width={1600} height={1067} sizes="(max-width: 960px) 92vw, 880px" className={styles.detailsImage} />
          <DialogClose className={styles.close} aria-label={labels.close}>
            <span aria-hidden="true">×</span>
          </DialogClose>
        </DialogContent>
      </DialogPortal>
    </Dialog>
  )
}
