import { enUS, ko } from 'date-fns/locale'

import { staffDateOfPicker } from '@/cms/admin/schedule/picker-date'

describe('the scheduling drawer’s date box, as staff write dates (issue 42)', () => {
  it('reads the moment Payload writes in Korean and in English', () => {
    expect(staffDateOfPicker('11월 30, 2026 9:00 오전', ko)).toBe('2026-11-30 09:00')
    expect(staffDateOfPicker('12월 1, 2026 12:10 오후', ko)).toBe('2026-12-01 12:10')
    expect(staffDateOfPicker('11월 30, 2026 12:00 오전', ko)).toBe('2026-11-30 00:00')
    expect(staffDateOfPicker('Nov 30, 2026 9:40 PM', enUS)).toBe('2026-11-30 21:40')
  })

  it('shows nothing of its own for an empty box or a half-typed one', () => {
    expect(staffDateOfPicker('', ko)).toBe('')
    expect(staffDateOfPicker('11월 3', ko)).toBe('')
  })
})
