'use client'

import ky from 'ky'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'

import { ScriptedForm } from '@/components/forms/scripted-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { ERROR_SUMMARY, useFocusFirstProblem } from '@/components/forms/use-focus-first-problem'
import { useRouter } from '@/i18n/navigation'
import { api } from '@/lib/api/client'
import { isStaff } from '@/lib/auth/staff'
import { storeUser, type StoredUser } from '@/lib/auth/stored-user'
import { readFailure, type Failure } from '@/lib/forms/failure'

import styles from './login.module.css'
import type { Refusal } from './login-toast'

// react-hot-toast is used only when a sign-in is refused: it loads then, not with the sign-in page. If it cannot load
// (a redeploy renamed the chunk, a bad network), the refusal still shows under its field and the page stays.
const LoginToast = dynamic(() => import('./login-toast').then((module) => module.LoginToast, () => () => null), { ssr: false })

// 관리자 stands for every staff role: the account's own decides where it goes.
const USER_TYPES = ['student', 'professor', 'admin'] as const satisfies readonly StoredUser['type'][]

type LoginResponse = { data: Pick<StoredUser, 'token' | 'name' | 'email' | 'type'> }

/** The input of each field the server may refuse, and its error text's id. */
const FIELD_ERRORS = { email: 'login-email-error', password: 'login-password-error', totp: 'login-code-error' } as const

/**
 * The sign-in form: user type, e-mail, password and, for an admin or when the server asks for it
 * (`errors.totp`), the code of the account's authenticator app; a refusal shows the server's
 * message in a short toast, and under the field it concerns (or the form), where the focus goes.
 */
export function LoginForm() {
  const t = useTranslations('login')
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [type, setType] = useState<StoredUser['type']>('student')
  const [codeAsked, setCodeAsked] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstProblem(form, failure)
  const showCode = type === 'admin' || codeAsked
  const fieldError = (field: keyof typeof FIELD_ERRORS) => failure?.errors[field]
  const errorProps = (field: keyof typeof FIELD_ERRORS) => (fieldError(field) ? { 'aria-invalid': true, 'aria-describedby': FIELD_ERRORS[field] } : {})
  const errorText = (field: keyof typeof FIELD_ERRORS) =>
    fieldError(field) && (
      <small id={FIELD_ERRORS[field]} className={styles.error}>
        {fieldError(field)}
      </small>
    )
  const general = failure && !Object.keys(FIELD_ERRORS).some((field) => failure.errors[field]) ? failure.message || t('failed') : null

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setFailure(null)
    try {
      await ky.get('/sanctum/csrf-cookie', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin', retry: 0 })
      const code = form.get('totp')
      const body = { type: form.get('type'), email: form.get('email'), password: form.get('password'), device: 'web', ...(code ? { totp: code } : {}) }
      const { data } = await api.post('login', { json: body }).json<LoginResponse>()
      storeUser({ token: data.token, name: data.name, email: data.email, type: data.type })
      // The admin dashboard is Payload's own app, outside this router.
      if (isStaff(data)) window.location.assign(new URL('/admin', window.location.origin))
      else router.push(`/${data.type}`)
    } catch (error) {
      const failure = await readFailure(error)
      if (failure.errors.totp) setCodeAsked(true)
      setFailure(failure)
      const text = failure.errors.totp || failure.errors.email || failure.message || t('failed')
      setRefusal((shown) => ({ text, count: (shown?.count ?? 0) + 1 }))
      setPending(false)
    }
  }

  return (
    <>
      <ScriptedForm ref={form} className={styles.form} onSubmit={onSubmit}>
        <fieldset className={styles.types}>
          <legend>{t('typeLegend')}</legend>
          {USER_TYPES.map((option) => (
            <label key={option} className={styles.type}>
              <input type="radio" name="type" value={option} defaultChecked={option === 'student'} onChange={() => setType(option)} />
              {t(`types.${option}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>{t('email')}</span>
          <input type="email" name="email" autoComplete="username" required {...errorProps('email')} />
        </label>
        {errorText('email')}
        <label className={styles.field}>
          <span>{t('password')}</span>
          <input type="password" name="password" autoComplete="current-password" required {...errorProps('password')} />
        </label>
        {errorText('password')}
        {showCode && (
          <div className={styles.field}>
            <label htmlFor="login-code">{t('code')}</label>
            <input
              id="login-code"
              type="text"
              name="totp"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9 \-]{6,14}"
              maxLength={14}
              aria-describedby={fieldError('totp') ? `login-code-hint ${FIELD_ERRORS.totp}` : 'login-code-hint'}
              aria-invalid={fieldError('totp') ? true : undefined}
            />
            <small id="login-code-hint">{t('codeHint')}</small>
            {errorText('totp')}
          </div>
        )}
        {general && (
          <p className={styles.error} {...ERROR_SUMMARY}>
            {general}
          </p>
        )}
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </ScriptedForm>
      {refusal && <LoginToast refusal={refusal} />}
    </>
  )
}
