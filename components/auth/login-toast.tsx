'use client'

import { useEffect } from 'react'
import toast, { ToastBar, Toaster } from 'react-hot-toast'

import styles from './login.module.css'

export type Refusal = { text: string; count: number }

/** How long a refusal stays on screen. */
const SHOWN_MS = 1500

/**
 * The sign-in form's refusal, in a short toast with a bar for the time it stays. Loaded with react-hot-toast when the
 * first refusal comes (components/auth/login-form.tsx), and kept mounted for the later ones: each new `count` shows one.
 */
export function LoginToast({ refusal }: { refusal: Refusal }) {
  useEffect(() => {
    toast.error(refusal.text, { id: 'login-failure', duration: SHOWN_MS, ariaProps: { role: 'alert', 'aria-live': 'assertive' } })
  }, [refusal])
  return (
    <Toaster position="top-right">
      {(item) => (
        <ToastBar toast={item} style={{ position: 'relative', overflow: 'hidden' }}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              <span className={styles.progress} style={{ animationDuration: `${item.duration ?? SHOWN_MS}ms` }} aria-hidden="true" />
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  )
}
