import { isoDay } from '../../../lib/format/dates'

/** The last day may be the first (a one-day event) but not before it; days are compared in the school's time zone. */
export const endNotBeforeStart = (value: unknown, { siblingData }: { siblingData: { startDate?: string } }) =>
  !value || !siblingData.startDate || isoDay(String(value)) >= isoDay(siblingData.startDate) ||
  '종료일은 시작일과 같거나 그 이후여야 합니다. / The end date cannot come before the start date.'
