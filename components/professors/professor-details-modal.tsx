'use client'

import { DialogClose, DialogTitle } from '@radix-ui/react-dialog'

import { Modal } from '@/components/ui/modal'
import { Image } from '@/components/ui/image'

import styles from './professors.module.css'

export type ProfessorDetailsProps = {
  name: string
  image: string
  labels: { open: string; close: string; imageAlt: string }
}

/** The open modal: a press on the backdrop, Escape or the close button dismisses it and returns the focus to the opening button. */
export function ProfessorDetailsModal({ name, image, labels, onClose }: ProfessorDetailsProps & { onClose: () => void }) {
  return (
    <Modal onClose={onClose} className={styles.dialog} backdropClassName={styles.backdrop} described={false}>
      <DialogTitle className={styles.dialogTitle}>{name}</DialogTitle>
      <Image src={image} alt={labels.imageAlt} width={1600} height={1067} sizes="(max-width: 960px) 92vw, 880px" className={styles.detailsImage} />
      <DialogClose className={styles.close} aria-label={labels.close}>
        <span aria-hidden="true">×</span>
      </DialogClose>
    </Modal>
  )
}
