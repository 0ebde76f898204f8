import { fromCurrentMonth, nextMonthStart } from '@/lib/calendar/months'

describe('the months of the academic schedule', () => {
  const month = (name: string) => ({ month: name, events: [] })

  it('open at the current month, the past months after, the latest first', () => {
    const months = ['2026-03', '2026-06', '2026-11', '2026-12', '2027-02'].map(month)
    const { ahead, past } = fromCurrentMonth(months, '2026-11')
    expect(ahead.map((entry) => entry.month)).toEqual(['2026-11', '2026-12', '2027-02'])
    expect(past.map((entry) => entry.month)).toEqual(['2026-06', '2026-03'])
  })

  it('turn at midnight in Seoul when the next month begins', () => {
    expect(nextMonthStart('2026-11').toISOString()).toBe('2026-11-30T15:00:00.000Z')
    expect(nextMonthStart('2026-12').toISOString()).toBe('2026-12-31T15:00:00.000Z')
  })
})
