import type { Paginated } from '../api/types'

/** `?page=` below 1, not a whole number or missing means page 1. */
export function parsePage(input: string | string[] | null | undefined): number {
  const raw = Array.isArray(input) ? input[0] : input
  if (!raw || !/^\d{1,9}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

/** `?per_page=` within 1..max, else the default. */
export function parsePerPage(input: string | null | undefined, fallback: number, max: number): number {
  if (!input || !/^\d{1,4}$/.test(input)) return fallback
  return Math.min(max, Math.max(1, Number(input)))
}

/** The envelope of one page, from Payload's totals; a page past the end is empty with the right meta. */
export function toPage<T>(data: T[], page: number, perPage: number, total: number): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  return {
    data,
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total, from, to: from === null ? null : from + data.length - 1 },
  }
}
