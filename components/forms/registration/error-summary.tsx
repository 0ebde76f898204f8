'use client'

import { useTranslations } from 'next-intl'
import { forwardRef } from 'react'

import styles from './registration.module.css'
import { fieldId } from './values'
import type { Messages } from 'next-intl'

type Props = { problem: string; errors: Record<string, string> }

type FaithColumn = 'name' | 'location' | 'office' | 'denomination' | 'year_of_faith'
type FieldName = keyof Messages['registration']['fields']

const FAITH_KEY = /^faiths\.(\d+)\.(name|location|office|denomination|year_of_faith)$/

/** What went wrong, at the top of the form: the overall problem and a link to each field the server refused. */
export const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary({ problem, errors }, ref) {
  const t = useTranslations('registration')
  const entries = Object.entries(errors)

  const labelOf = (key: string) => {
    const faith = FAITH_KEY.exec(key)
    if (faith) return t('faith.cellLabel', { row: Number(faith[1]) + 1, field: t(`faith.${faith[2] as FaithColumn}`) })
    const field = `fields.${key}` as `fields.${FieldName}`
    return t.has(field) ? t(field) : key
  }

  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby="registration-summary-title">
      <h2 id="registration-summary-title" className={styles.summaryTitle}>
        {t('summaryTitle')}
      </h2>
      {problem && <p>{problem}</p>}
      {entries.length > 0 && (
        <>
          <p>{t('summaryCount', { count: entries.length })}</p>
          <ul>
            {entries.map(([key, text]) => (
              <li key={key}>
                <a href={`#${fieldId(key)}`}>
                  {labelOf(key)}: {text}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
})
