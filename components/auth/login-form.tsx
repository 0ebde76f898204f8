'use client'

import ky from 'ky'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import toast, { ToastBar, Toaster } from 'react-hot-toast'

import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/api/client'
import { storeUser, type StoredUser } from '@/lib/auth/stored-user'
import { readFailure } from '@/lib/forms/failure'

import styles from './login.module.css'

const USER_TYPES = ['student', 'professor', 'admin'] as const satisfies readonly StoredUser['type'][]
const TOAST_MS = 1500

type LoginResponse = { data: Pick<StoredUser, 'token' | 'name' | 'email' | 'type'> }

/** The sign-in form: user type, e-mail and password; a refusal shows the server's message in a short toast. */
export function LoginForm() {
  const t = useTranslations('login')
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    try {
      await ky.get('/sanctum/csrf-cookie', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin', retry: 0 })
      const body = { type: form.get('type'), email: form.get('email'), password: form.get('password'), device: 'web' }
      const { data } = await api.post('login', { json: body }).json<LoginResponse>()
      storeUser({ token: data.token, name: data.name, email: data.email, type: data.type })
      // The admin dashboard is Payload's own app, outside this router.
      if (data.type === 'admin') window.location.assign(new URL('/admin', window.location.origin))
      else router.push(`/${data.type}`)
    } catch (error) {
      const failure = await readFailure(error)
      toast.error(failure.errors.email || failure.message || t('failed'), {
        id: 'login-failure',
        duration: TOAST_MS,
        ariaProps: { role: 'alert', 'aria-live': 'assertive' },
      })
      setPending(false)
    }
  }

  return (
    <>
      <ScriptedForm className={styles.form} onSubmit={onSubmit}>
        <fieldset className={styles.types}>
          <legend>{t('typeLegend')}</legend>
          {USER_TYPES.map((type) => (
            <label key={type} className={styles.type}>
              <input type="radio" name="type" value={type} defaultChecked={type === 'student'} />
              {t(`types.${type}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>{t('email')}</span>
          <input type="email" name="email" autoComplete="username" required />
        </label>
        <label className={styles.field}>
          <span>{t('password')}</span>
          <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </ScriptedForm>
      <Toaster position="top-right">
        {(item) => (
          <ToastBar toast={item} style={{ position: 'relative', overflow: 'hidden' }}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                <span className={styles.progress} style={{ animationDuration: `${item.duration ?? TOAST_MS}ms` }} aria-hidden="true" />
              </>
            )}
          </ToastBar>
        )}
      </Toaster>
    </>
  )
}
