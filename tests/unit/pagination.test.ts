import { parsePage, parsePerPage, toPage } from '@/lib/content/pagination'

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['-1', 1],
    ['0', 1],
    ['1.5', 1],
    ['2', 2],
    ['1e3', 1],
    ['9999999999', 1],
    [['3', '4'], 3],
  ])('reads %p as %p', (input, expected) => {
    expect(parsePage(input as string)).toBe(expected)
  })
})

describe('parsePerPage', () => {
  it('keeps values within 1..max and falls back otherwise', () => {
    expect(parsePerPage(null, 12, 100)).toBe(12)
    expect(parsePerPage('5', 12, 100)).toBe(5)
    expect(parsePerPage('500', 12, 100)).toBe(100)
    expect(parsePerPage('0', 12, 100)).toBe(1)
    expect(parsePerPage('x', 12, 100)).toBe(12)
  })
})

describe('toPage', () => {
  it('computes Laravel-style meta', () => {
    expect(toPage(['a', 'b'], 2, 5, 7).meta).toEqual({ current_page: 2, last_page: 2, per_page: 5, total: 7, from: 6, to: 7 })
  })

  it('gives an empty list one page and null bounds', () => {
    expect(toPage([], 1, 10, 0).meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null })
  })
})
