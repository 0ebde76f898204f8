'use client'

import { useId } from 'react'

import { Image } from '@/components/ui/image'
import { closeEnclosingDialog, ModalDialog } from '@/components/ui/modal-dialog'

import styles from './professors.module.css'

export type ProfessorDetailsProps = {
  name: string
  image: string
  labels: { open: string; close: string; imageAlt: string }
}

/** The open modal: a click on the backdrop, Escape or the close button dismisses it; the browser returns the focus to the opening button. */
export function ProfessorDetailsModal({ name, image, labels, onClose }: ProfessorDetailsProps & { onClose: () => void }) {
  const titleId = useId()
  return (
    <ModalDialog open onClose={onClose} className={styles.dialog} labelledBy={titleId}>
      <h2 id={titleId} className={styles.dialogTitle}>
        {name}
      </h2>
      <Image src={image} alt={labels.imageAlt} width={1600} height={1067} sizes="(max-width: 960px) 92vw, 880px" className={styles.detailsImage} />
      <button type="button" className={styles.close} aria-label={labels.close} onClick={closeEnclosingDialog}>
        <span aria-hidden="true">×</span>
      </button>
    </ModalDialog>
  )
}
