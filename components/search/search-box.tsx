import { MAX_QUERY_LENGTH } from '@/lib/search/terms'

import styles from './search.module.css'

type Props = { action: string; label: string; placeholder: string; submit: string; defaultValue?: string; className?: string }

/** A plain GET form to the search page: it works before (and without) any script. */
export function SearchBox({ action, label, placeholder, submit, defaultValue, className }: Props) {
  return (
    <form role="search" action={action} method="get" className={className ? `${styles.box} ${className}` : styles.box} aria-label={label}>
      <label className={styles.field}>
        <span className="visually-hidden">{label}</span>
        <input type="search" name="q" placeholder={placeholder} defaultValue={defaultValue} maxLength={MAX_QUERY_LENGTH} required className={styles.input} />
      </label>
      <button type="submit" className={styles.button}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{submit}</span>
      </button>
    </form>
  )
}
