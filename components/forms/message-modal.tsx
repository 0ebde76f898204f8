'use client'

import { DialogClose, DialogDescription, DialogTitle } from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import { Modal } from '@/components/ui/modal'

import styles from './forms.module.css'

export type MessageModalProps = { title: string; text: string; okLabel: string; onClose: () => void; children?: ReactNode }

/** The open message: its title names it, its text describes it, the confirm button closes it. */
export function MessageModal({ title, text, okLabel, onClose, children }: MessageModalProps) {
  return (
    <Modal onClose={onClose} className={styles.dialog} backdropClassName={styles.backdrop}>
      <DialogTitle className={styles.dialogTitle}>{title}</DialogTitle>
      <DialogDescription className={styles.dialogText}>{text}</DialogDescription>
      {children}
      <DialogClose className={styles.button}>{okLabel}</DialogClose>
    </Modal>
  )
}
