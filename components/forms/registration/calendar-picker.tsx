'use client'

import { ko } from 'date-fns/locale/ko'
import { useEffect, useRef } from 'react'
import DatePicker from 'react-datepicker'

import 'react-datepicker/dist/react-datepicker.css'

import type { Locale } from '@/lib/api/types'
import { isRealDate } from '@/lib/registration/calendar-date'

import { CALENDAR_HEADING } from './calendar-heading'
import styles from './calendar-picker.module.css'

export type CalendarLabels = { group: string; chooseDay: string; month: string; previous: string; next: string }

type Props = { id: string; labels: CalendarLabels; locale: Locale; value: string; maxDate?: Date; openTo?: Date; onPick: (value: string) => void; onClose: () => void }

const pad = (value: number) => String(value).padStart(2, '0')
const toIsoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const fromIsoDay = (value: string) => (isRealDate(value) ? new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))) : null)

/**
 * The month calendar under a date field (loaded only when opened): days of 44 px, month and year as lists, Escape
 * closes it. Empty, it opens at `openTo` with the year list focused, so a birth date is a year and a month away
 * rather than decades of paging back.
 */
export function CalendarPicker({ id, labels, locale, value, maxDate, openTo, onPick, onClose }: Props) {
  const calendar = useRef<HTMLDivElement>(null)
  const empty = !fromIsoDay(value)
  useEffect(() => {
    if (empty && openTo) calendar.current?.querySelector<HTMLSelectElement>('.react-datepicker__year-select')?.focus()
  }, [empty, openTo])
  return (
    <div
      ref={calendar}
      id={id}
      role="group"
      aria-label={labels.group}
      className={styles.calendar}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <DatePicker
        inline
        selected={fromIsoDay(value)}
        openToDate={fromIsoDay(value) ?? openTo}
        onChange={(date: Date | null) => date && onPick(toIsoDay(date))}
        locale={locale === 'ko' ? ko : undefined}
        dateFormatCalendar={CALENDAR_HEADING[locale]}
        maxDate={maxDate}
        showMonthDropdown
        showYearDropdown
        dropdownMode="select"
        chooseDayAriaLabelPrefix={labels.chooseDay}
        monthAriaLabelPrefix={labels.month}
        previousMonthButtonLabel={labels.previous}
        nextMonthButtonLabel={labels.next}
      />
    </div>
  )
}
