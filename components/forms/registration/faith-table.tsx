'use client'

import { useLocale, useTranslations } from 'next-intl'
import { get, useFieldArray, useFormContext } from 'react-hook-form'

import { DENOMINATIONS, OFFICES } from '@/lib/registration/options'

import { errorId, FieldError, RequiredMark } from '../field'
import styles from './registration.module.css'
import { EMPTY_FAITH, FAITH_FIELDS, fieldId, type FaithRow, type RegistrationValues } from './values'

type FaithField = keyof FaithRow

const CHOICES: Partial<Record<FaithField, readonly { value: string; label: { ko: string; en: string } }[]>> = {
  office: OFFICES,
  denomination: DENOMINATIONS,
}

/** The life-of-faith rows: the last row's plus button adds one, the minus button of any row but the first removes it. */
export function FaithTable() {
  const t = useTranslations('registration')
  const problems = useTranslations('registrationErrors')
  const locale = useLocale()
  const { control, register, formState, setFocus } = useFormContext<RegistrationValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'faiths' })
  const tableError = (get(formState.errors, 'faiths') as { message?: string } | undefined)?.message

  function removeRow(index: number) {
    remove(index)
    setFocus(`faiths.${index - 1}.name`)
  }

  return (
    <div className={styles.faith}>
      <table className={styles.faithTable} id={fieldId('faiths')} tabIndex={-1} aria-describedby={tableError ? errorId(fieldId('faiths')) : undefined}>
        <caption>{t('faith.caption')}</caption>
        <thead>
          <tr>
            {FAITH_FIELDS.map((field) => (
              <th key={field} scope="col">
                {t(`faith.${field}`)}
                {field === 'name' && <RequiredMark />}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('faith.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((row, index) => (
            <tr key={row.id}>
              {FAITH_FIELDS.map((field) => {
                const name = `faiths.${index}.${field}` as const
                const id = fieldId(name)
                const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
                const label = t('faith.cellLabel', { row: index + 1, field: t(`faith.${field}`) })
                const control = {
                  id,
                  className: styles.cellInput,
                  'aria-label': label,
                  'aria-invalid': error ? true : undefined,
                  'aria-describedby': error ? errorId(id) : undefined,
                  'aria-required': field === 'name' ? true : undefined,
                  ...register(name, field === 'name' ? { required: problems('required') } : {}),
                }
                const choices = CHOICES[field]
                return (
                  <td key={field}>
                    <span className={styles.cellLabel} aria-hidden="true">
                      {t(`faith.${field}`)}
                    </span>
                    {choices ? (
                      <select {...control}>
                        <option value="">{t('choose')}</option>
                        {choices.map((choice) => (
                          <option key={choice.value} value={choice.value}>
                            {choice.label[locale]}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input {...control} type="text" inputMode={field === 'year_of_faith' ? 'numeric' : undefined} />
                    )}
                    <FieldError id={errorId(id)} text={error} />
                  </td>
                )
              })}
              <td className={styles.rowActions}>
                {index > 0 && (
                  <button type="button" className={styles.iconButton} onClick={() => removeRow(index)} aria-label={t('faith.remove', { row: index + 1 })}>
                    <span aria-hidden="true">−</span>
                  </button>
                )}
                {index === fields.length - 1 && (
                  <button type="button" className={styles.iconButton} onClick={() => append(EMPTY_FAITH)} aria-label={t('faith.add')}>
                    <span aria-hidden="true">+</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError id={errorId(fieldId('faiths'))} text={tableError} />
    </div>
  )
}
