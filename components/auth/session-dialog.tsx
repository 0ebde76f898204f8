'use client'

import { DialogDescription, DialogTitle } from '@radix-ui/react-dialog'
import { Modal } from '@/components/ui/modal'
import { minutesAndSeconds } from '@/lib/auth/use-session-timeout'

import styles from './session-dialog.module.css'

export type SessionDialogTexts = { title: string; text: string; timeLeft: string; stay: string; signOut: string }
export type SessionEndedTexts = { title: string; text: string; signIn: string; close: string }

type WarningProps = { texts: SessionDialogTexts; secondsLeft: number; busy: boolean; onStay: () => void; onSignOut: () => void }

/**
 * The warning before a signed-in session times out (KWCAG 2.2.1 응답시간 조절): an alert dialog that takes the focus
 * to its "stay signed in" button, with the time left (a timer, which screen readers do not read out every second).
 * Escape, like the button, keeps the session: whoever answers is there.
 */
export function SessionWarningDialog({ texts, secondsLeft, busy, onStay, onSignOut }: WarningProps) {
  // Radix puts the focus on the first button, "stay signed in".
  return (
    <Modal onClose={onStay} role="alertdialog" className={styles.dialog} backdropClassName={styles.backdrop}>
      <DialogTitle className={styles.title}>{texts.title}</DialogTitle>
      <DialogDescription className={styles.text}>{texts.text}</DialogDescription>
      <p role="timer" className={styles.timer}>
        {texts.timeLeft.replace('{time}', minutesAndSeconds(secondsLeft))}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={busy ? undefined : onStay} aria-disabled={busy}>
          {texts.stay}
        </button>
        <button type="button" className={styles.secondary} onClick={onSignOut}>
          {texts.signOut}
        </button>
      </div>
    </Modal>
  )
}

/** What the warning becomes once the session has ended: said, with the way back to the sign-in page. */
export function SessionEndedDialog({ texts, signInHref, onClose }: { texts: SessionEndedTexts; signInHref: string; onClose: () => void }) {
  return (
    <Modal onClose={onClose} role="alertdialog" className={styles.dialog} backdropClassName={styles.backdrop}>
      <DialogTitle className={styles.title}>{texts.title}</DialogTitle>
      <DialogDescription className={styles.text}>{texts.text}</DialogDescription>
      <div className={styles.actions}>
        <a className={styles.primary} href={signInHref}>
          {texts.signIn}
        </a>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </Modal>
  )
}
