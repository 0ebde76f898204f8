import styles from './forms.module.css'

type Props = { pending: boolean; label: string; pendingLabel: string }

/** The send button of a form: disabled and busy, with a spinner, while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: Props) {
  return (
    <button type="submit" className={styles.button} disabled={pending} aria-busy={pending}>
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  )
}
