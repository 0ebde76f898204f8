'use client'

import { Dialog, DialogClose, DialogContent, DialogOverlay, DialogPortal, DialogTitle } from '@radix-ui/react-dialog'
import Image from 'next/image'

import styles from './professors.module.css'

export type ProfessorDetailsProps = {
  name: string
  image: string
  labels: { open: string; close: string; imageAlt: string }
}

/** The open modal: a click on the overlay, Escape or the close button dismisses it, and the focus returns to "Load More". */
export default function ProfessorDetailsModal({ name, image, labels, onClose }: ProfessorDetailsProps & { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay className={styles.overlay} />
        <DialogContent className={styles.dialog} aria-describedby={undefined}>
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
