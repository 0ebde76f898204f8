/** The page numbers a pagination bar shows: up to `size` pages around the current one, with ellipses where pages are left out. */
export type PaginationWindow = { pages: number[]; leadingEllipsis: boolean; trailingEllipsis: boolean }

export function paginationWindow(current: number, last: number, size = 3): PaginationWindow {
  if (last < 1) return { pages: [], leadingEllipsis: false, trailingEllipsis: false }
  const count = Math.min(size, last)
  const centre = Math.min(Math.max(current, 1), last)
  const start = Math.min(Math.max(centre - Math.floor((count - 1) / 2), 1), last - count + 1)
  const pages = Array.from({ length: count }, (_, offset) => start + offset)
  return { pages, leadingEllipsis: start > 1, trailingEllipsis: start + count - 1 < last }
}
