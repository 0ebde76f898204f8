import { pickedOfSeoulMoment, seoulMomentOfPicked } from '@/cms/admin/schedule/seoul-time'

describe('the 게시 예약 drawer’s times', () => {
  it('reads a time picked in the browser as that time in Seoul, whatever the browser’s zone', () => {
    // The picker hands over the browser's local date: 2026-11-30 09:00 there is 00:00 UTC in Seoul.
    expect(seoulMomentOfPicked(new Date(2026, 10, 30, 9, 0)).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    expect(seoulMomentOfPicked(new Date(2026, 11, 1, 3, 10)).toISOString()).toBe('2026-11-30T18:10:00.000Z')
  })

  it('shows a scheduled moment back as Seoul’s wall-clock time', () => {
    const shown = pickedOfSeoulMoment(new Date('2026-11-30T18:10:00.000Z'))
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2026, 11, 1, 3, 10])
  })
})
