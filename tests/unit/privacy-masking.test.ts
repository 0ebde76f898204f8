import { accessLogCutoff } from '@/lib/privacy/access-log'
import { contactFilters } from '@/lib/privacy/export-filters'
import { maskCitizenshipNo, maskPhone } from '@/lib/privacy/masking'
import { maskPassportNo } from '@/lib/registration/identifiers'

describe('maskPhone', () => {
  it('keeps the country code, the first group and the last four digits', () => {
    expect(maskPhone('+821012345678')).toBe('+82 10 **** 5678')
    expect(maskPhone('+14155550100')).toBe('+1 415 *** 0100')
    expect(maskPhone('+442079460958')).toBe('+44 20 **** 0958')
  })

  it('hides the first group too when it would leave too little hidden', () => {
    expect(maskPhone('+3545551234')).toBe('+354 *** 1234')
  })

  it('reads a number stored before E.164 as a Korean one', () => {
    expect(maskPhone('010-1234-5678')).toBe('+82 10 **** 5678')
    expect(maskPhone('+82 10-1234-5678')).toBe('+82 10 **** 5678')
  })

  it('hides a text that is no number whole', () => {
    expect(maskPhone('12')).toBe('****')
    expect(maskPhone('')).toBe('****')
  })
})

describe('maskPassportNo', () => {
  it('keeps the first three characters, the rest hidden', () => {
    expect(maskPassportNo('m1234 5678')).toBe('M12******')
    expect(maskPassportNo('AB1234')).toBe('AB1***')
  })
})

describe('maskCitizenshipNo', () => {
  it('keeps the birth date and the first digit after the dash', () => {
    expect(maskCitizenshipNo('900101-2345678')).toBe('900101-2******')
  })
})

describe('accessLogCutoff', () => {
  it('is two years back', () => {
    expect(accessLogCutoff(new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2024-11-27T00:00:00.000Z')
  })
})

describe('contactFilters', () => {
  const parse = (query: string) => contactFilters(new URLSearchParams(query))

  it('reads the days in the school’s time zone, both ends included', () => {
    expect(parse('handled=no&from=2026-11-01&to=2026-11-30')).toEqual({
      filters: { handled: false, from: '2026-11-01', to: '2026-11-30' },
      where: { and: [{ handled: { not_equals: true } }, { createdAt: { greater_than_equal: '2026-10-31T15:00:00.000Z' } }, { createdAt: { less_than: '2026-11-30T15:00:00.000Z' } }] },
    })
    expect(parse('')).toEqual({ filters: { handled: undefined, from: undefined, to: undefined }, where: { and: [] } })
    // As the form reads a typed date.
    expect(parse('from=2026.11.1&to=20261130')).toMatchObject({ filters: { from: '2026-11-01', to: '2026-11-30' } })
  })

  it('names each bad filter', () => {
    expect(parse('handled=1&from=2026-02-30')).toEqual({ errors: { handled: 'handled', from: 'from' } })
    expect(parse('to=11/30/2026')).toEqual({ errors: { to: 'to' } })
    expect(parse('from=2026-02-01&to=2026-01-31')).toEqual({ errors: { to: 'range' } })
  })
})
