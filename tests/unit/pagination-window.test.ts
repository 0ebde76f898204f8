import { paginationWindow } from '@/lib/pagination-window'

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1], false, false],
    [1, 2, [1, 2], false, false],
    [2, 3, [1, 2, 3], false, false],
    [1, 5, [1, 2, 3], false, true],
    [2, 5, [1, 2, 3], false, true],
    [3, 5, [2, 3, 4], true, true],
    [4, 5, [3, 4, 5], true, false],
    [5, 5, [3, 4, 5], true, false],
  ])('page %p of %p shows %p', (current, last, pages, leading, trailing) => {
    expect(paginationWindow(current, last)).toEqual({ pages, leadingEllipsis: leading, trailingEllipsis: trailing })
  })

  it('centres a page past the end on the last page', () => {
    expect(paginationWindow(9, 4)).toEqual({ pages: [2, 3, 4], leadingEllipsis: true, trailingEllipsis: false })
  })

  it('shows nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual({ pages: [], leadingEllipsis: false, trailingEllipsis: false })
  })

  it('honours another window size', () => {
    expect(paginationWindow(6, 10, 5)).toEqual({ pages: [4, 5, 6, 7, 8], leadingEllipsis: true, trailingEllipsis: true })
  })
})
