import { monthStart } from './access-review'

describe('monthStart', () => {
  it('is the first moment of the month in Seoul, whatever the UTC date', () => {
    expect(monthStart(new Date('2026-11-28T03:00:00Z')).toISOString()).toBe('2026-10-31T15:00:00.000Z')
    // 2026-11-30 20:00 UTC is already December 1st in Seoul.
    expect(monthStart(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z')
  })
})
