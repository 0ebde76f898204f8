'use client'

import { DialogClose, DialogTitle } from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import { Modal } from '@/components/ui/modal'

import styles from './professors.module.css'

export type ProfessorDetailsProps = {
  name: string
  /** The details image, rendered on the server (components/ui/image.tsx). */
  image: ReactNode
  labels: { open: string; close: string }
}

/** The open modal: a press on the backdrop, Escape or the close button dismisses it and returns the focus to the opening button. */
export function ProfessorDetailsModal({ name, image, labels, onClose }: ProfessorDetailsProps & { onClose: () => void }) {
  return (
    <Modal onClose={onClose} className={styles.dialog} backdropClassName={styles.backdrop} described={false}>
      <DialogTitle className={styles.dialogTitle}>{name}</DialogTitle>
      {image}
      <DialogClose className={styles.close} aria-label={labels.close}>
        <span aria-hidden="true">×</span>
      </DialogClose>
    </Modal>
  )
}
