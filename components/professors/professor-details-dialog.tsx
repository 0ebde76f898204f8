'use client'

import { Dialog, DialogClose, DialogContent, DialogOverlay, DialogPortal, DialogTitle, DialogTrigger } from '@radix-ui/react-dialog'
import Image from 'next/image'

import styles from './professors.module.css'

type Props = {
  name: string
  image: string
  labels: { open: string; close: string; imageAlt: string }
}

/** "Load More": the professor's details image in a modal that a click on the overlay, Escape or the close button dismisses. */
export function ProfessorDetailsDialog({ name, image, labels }: Props) {
  return (
    <Dialog>
      <DialogTrigger className={styles.loadMore}>{labels.open}</DialogTrigger>
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
