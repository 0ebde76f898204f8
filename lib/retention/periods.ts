import type { Payload } from 'payload'

import type { Setting } from '@/cms/payload-types'

/** The retention periods of the settings (cms/globals/settings/retention-periods.ts), with the field defaults when unset. */
export type RetentionPeriods = { approvedYears: number; rejectedYears: number; undecidedYears: number; contactMonths: number; mailMonths: number }

const DEFAULTS: RetentionPeriods = { approvedYears: 3, rejectedYears: 1, undecidedYears: 1, contactMonths: 12, mailMonths: 6 }

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : fallback)

export async function retentionPeriods(payload: Payload): Promise<RetentionPeriods> {
  const settings = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })) as Setting
  const stored = (settings.retention ?? {}) as Partial<Record<keyof RetentionPeriods, unknown>>
  return Object.fromEntries(Object.entries(DEFAULTS).map(([name, fallback]) => [name, positive(stored[name as keyof RetentionPeriods], fallback)])) as RetentionPeriods
}

/** `now` moved back by whole years or months (calendar ones: 29 Feb minus a year is 1 Mar, as date-fns does). */
export function before(now: Date, { years = 0, months = 0 }: { years?: number; months?: number }): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months - years * 12)
  return cutoff
}
