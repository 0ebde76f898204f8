'use client'

import { type ReactNode, useId } from 'react'

import { closeEnclosingDialog, ModalDialog } from '@/components/ui/modal-dialog'

import styles from './forms.module.css'

type Props = { open: boolean; title: string; text: string; okLabel: string; onClose: () => void; children?: ReactNode }

/** A modal message with one confirm button and optional details; closing it any way (button, Escape) calls onClose. */
export function MessageDialog({ open, title, text, okLabel, onClose, children }: Props) {
  const id = useId()
  return (
    <ModalDialog open={open} onClose={onClose} className={styles.dialog} labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-text`} className={styles.dialogText}>
        {text}
      </p>
      {children}
      <button type="button" className={styles.button} onClick={closeEnclosingDialog}>
        {okLabel}
      </button>
    </ModalDialog>
  )
}
