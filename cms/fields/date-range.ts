import type { DateField } from 'payload'

type Label = { ko: string; en: string }

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** A start and an end date; the end must come after the start. */
export function dateRangeFields(start: Label, end: Label, required: boolean, sidebar = false): DateField[] {
  const admin = sidebar ? { ...dateTime, position: 'sidebar' as const } : dateTime
  return [
    { name: 'startsAt', label: start, type: 'date', required, index: true, admin },
    {
      name: 'endsAt',
      label: end,
      type: 'date',
      required,
      index: true,
      admin,
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string } }) =>
        !value || !siblingData.startsAt || new Date(value as string) > new Date(siblingData.startsAt) ||
        '종료는 시작 이후여야 합니다. / The end must come after the start.',
    },
  ]
}
