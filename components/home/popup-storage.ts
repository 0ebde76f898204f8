/** localStorage key of the popups a visitor chose not to see again today (docs/product.md "Popups"): `{"date": day of month, "ids": [..]}`. */
export const POPUP_STORAGE_KEY = 'popup'

type SavedPopups = { date: number; ids: number[] }

function read(raw: string | null): SavedPopups | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { date, ids } = value as Partial<SavedPopups>
    return typeof date === 'number' && Array.isArray(ids) ? { date, ids: ids.filter((id) => typeof id === 'number') } : null
  } catch {
    return null
  }
}

/** Ids saved for `today` (day of month); a list saved on another day counts for nothing. */
export function suppressedIds(raw: string | null, today: number): number[] {
  const saved = read(raw)
  return saved && saved.date === today ? saved.ids : []
}

/** The value to save when a popup closes: today's day with today's earlier choices plus this one if chosen. */
export function savedValue(raw: string | null, today: number, id: number, chosen: boolean): string {
  const ids = suppressedIds(raw, today).filter((saved) => saved !== id)
  return JSON.stringify({ date: today, ids: chosen ? [...ids, id] : ids })
}
