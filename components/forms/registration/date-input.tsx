'use client'

import { isValid, parse, type Locale as DateLocale } from 'date-fns'
import { ko } from 'date-fns/locale/ko'
import { useLocale, useTranslations } from 'next-intl'
import DatePicker from 'react-datepicker'
import { Controller, get, useFormContext } from 'react-hook-form'

import 'react-datepicker/dist/react-datepicker.css'

import { toLocale } from '@/i18n/routing'

import { Field } from '../field'
import styles from '../forms.module.css'
import { fieldId, type RegistrationValues } from './values'

type DateName = 'dob' | 'last_education_start' | 'last_education_end'

/** Shown as day, short month and year (SPEC.md 9; in Korean order); typed text may also be YYYY-MM-DD or another numeric shape. */
const TYPED_FORMATS = ['yyyy-MM-dd', 'yyyy.MM.dd', 'yyyy. MM. dd.', 'yyyy/MM/dd', 'yyyyMMdd']
const FORMATS = { ko: ['yyyy년 MMM d일', ...TYPED_FORMATS], en: ['dd MMM yyyy', 'd MMM yyyy', ...TYPED_FORMATS] }

/** The same test the picker applies to typed text: one of its formats, else (8+ characters) the browser's own date parsing. */
function parses(text: string, formats: string[], locale?: DateLocale): boolean {
  const reference = new Date()
  return formats.some((format) => isValid(parse(text, format, reference, { locale }))) || (text.length >= 8 && !Number.isNaN(new Date(text).getTime()))
}

const pad = (value: number) => String(value).padStart(2, '0')
const toIsoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

function fromIsoDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

/** A typeable date picker whose form value is YYYY-MM-DD; text that does not parse as a date empties the value. */
export function DateInput({ name, required, maxToday }: { name: DateName; required?: boolean; maxToday?: boolean }) {
  const t = useTranslations('registration')
  const locale = toLocale(useLocale())
  const dateLocale = locale === 'ko' ? ko : undefined
  const { control, formState } = useFormContext<RegistrationValues>()
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  return (
    <Field id={id} label={t(`fields.${name}`)} required={required} hint={t('dateHint')} error={error}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DatePicker
              id={props.id}
              name={field.name}
              ref={(picker) => field.ref(picker ? { focus: () => picker.setFocus() } : null)}
              className={styles.input}
              wrapperClassName={styles.dateWrapper}
              selected={fromIsoDay(field.value)}
              onChange={(date: Date | null) => field.onChange(date ? toIsoDay(date) : '')}
              // The picker keeps its last date when typed text does not parse; the form wants it emptied.
              onChangeRaw={(event) => {
                const text = event?.target instanceof HTMLInputElement ? event.target.value.trim() : ''
                if (text && !parses(text, FORMATS[locale], dateLocale)) field.onChange('')
              }}
              onBlur={field.onBlur}
              dateFormat={FORMATS[locale]}
              locale={dateLocale}
              placeholderText={t('datePlaceholder')}
              autoComplete="off"
              showMonthDropdown
              showYearDropdown
              dropdownMode="select"
              maxDate={maxToday ? new Date() : undefined}
              ariaRequired={props['aria-required'] ? 'true' : undefined}
              ariaInvalid={props['aria-invalid'] ? 'true' : undefined}
              ariaDescribedBy={props['aria-describedby']}
            />
          )}
        />
      )}
    </Field>
  )
}
