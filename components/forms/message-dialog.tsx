'use client'

import { lazy, type ReactNode, Suspense } from 'react'

import type { MessageModalProps } from './message-modal'

// The dialog's script is fetched when a form first has something to say, not with the form.
const MessageModal = lazy(() => import('./message-modal').then((module) => ({ default: module.MessageModal })))

/** A modal message with one confirm button and optional details; closing it any way (button, Escape, backdrop) calls onClose. */
export function MessageDialog({ open, children, ...props }: MessageModalProps & { open: boolean; children?: ReactNode }) {
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <MessageModal {...props}>{children}</MessageModal>
    </Suspense>
  )
}
