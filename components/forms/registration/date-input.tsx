'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useState } from 'react'
import { get, useFormContext } from 'react-hook-form'

import { ageOn, isRealDate, koreanToday, normalizeTypedDate } from '@/lib/registration/calendar-date'

import { Field } from '../field'
import styles from '../forms.module.css'
import { useServerRule } from './inputs'
import { fieldId, type RegistrationValues } from './values'

type DateName = 'dob' | 'last_education_start' | 'last_education_end'

// The calendar (react-datepicker and its styles) is fetched the first time someone opens it, not with the page.
const CalendarPicker = lazy(() => import('./calendar-picker').then((module) => ({ default: module.CalendarPicker })))

const yearsAgo = (years: number) => {
  const date = new Date()
  date.setFullYear(date.getFullYear() - years, 0, 1)
  return date
}

/**
 * A date typed as YYYY-MM-DD on a numeric keyboard (other numeric shapes are written out that way when the
 * field is left), or picked in a calendar with thumb-sized days. A date that does not exist is refused
 * with the reason, in the browser, by the server's own rule; the server checks again.
 */
type Props = { name: DateName; required?: boolean; maxToday?: boolean; /** Opens an empty calendar this many years back (a birth date's). */ yearsBack?: number }

export function DateInput({ name, required, maxToday, yearsBack }: Props) {
  const t = useTranslations('registration')
  const problems = useTranslations('registrationErrors')
  const locale = useLocale()
  const { register, setValue, trigger, watch, formState } = useFormContext<RegistrationValues>()
  const [calendarOpen, setCalendarOpen] = useState(false)
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message
  const id = fieldId(name)
  const serverRule = useServerRule(name)
  const field = register(name, { required: required && problems('required'), ...serverRule })

  function settle(value: string) {
    setValue(name, value, { shouldDirty: true })
    void trigger(name)
  }

  return (
    <Field id={id} label={t(`fields.${name}`)} required={required} hint={t('dateHint')} error={error}>
      {(props) => (
        <div className={styles.dateControl}>
          <input
            {...props}
            {...field}
            // The box is for typing, the calendar for picking: a key typed here closes the calendar, which would
            // otherwise take the half-typed date as its own and jump to a year of its choosing.
            onKeyDown={() => setCalendarOpen(false)}
            onBlur={(event) => {
              void field.onBlur(event)
              if (event.target.value.trim()) settle(normalizeTypedDate(event.target.value))
            }}
            className={styles.input}
            type="text"
            inputMode="numeric"
            placeholder={t('datePlaceholder')}
            autoComplete={name === 'dob' ? 'bday' : 'off'}
            maxLength={20}
          />
          <button type="button" className={styles.calendarButton} aria-expanded={calendarOpen} aria-controls={calendarOpen ? `${id}-calendar` : undefined} onClick={() => setCalendarOpen(!calendarOpen)}>
            {t('openCalendar')}
          </button>
          {calendarOpen && (
            <Suspense fallback={null}>
              <CalendarPicker
                id={`${id}-calendar`}
                locale={locale}
                labels={{
                  group: t('calendarOf', { field: t(`fields.${name}`) }),
                  chooseDay: t('calendarChooseDay'),
                  month: t('calendarMonth'),
                  previous: t('calendarPrevious'),
                  next: t('calendarNext'),
                }}
                value={watch(name)}
                maxDate={maxToday ? new Date() : undefined}
                openTo={yearsBack ? yearsAgo(yearsBack) : undefined}
                onPick={(value) => {
                  settle(value)
                  setCalendarOpen(false)
                }}
                onClose={() => setCalendarOpen(false)}
              />
            </Suspense>
          )}
        </div>
      )}
    </Field>
  )
}

/** 나이, read-only: the age (만 나이) on today's date in Korea, from the date of birth, which the applicant types once. */
export function AgeFromBirthDate() {
  const t = useTranslations('registration')
  const { register, setValue, watch } = useFormContext<RegistrationValues>()
  const dob = watch('dob')
  useEffect(() => {
    setValue('age', dob && isRealDate(dob) ? String(ageOn(dob, koreanToday())) : '')
  }, [dob, setValue])
  const id = fieldId('age')
  return (
    <Field id={id} label={t('fields.age')} hint={t('ageHint')}>
      {(props) => <input {...props} {...register('age')} className={styles.input} type="text" readOnly />}
    </Field>
  )
}
