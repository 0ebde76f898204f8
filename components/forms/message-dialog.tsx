'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

import styles from './forms.module.css'

type Props = { open: boolean; title: string; text: string; okLabel: string; onClose: () => void; children?: ReactNode }

/** A modal message with one confirm button and optional details; closing it any way (button, Escape) calls onClose. */
export function MessageDialog({ open, title, text, okLabel, onClose, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>{text}</Dialog.Description>
          {children}
          <Dialog.Close className={styles.button}>{okLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
