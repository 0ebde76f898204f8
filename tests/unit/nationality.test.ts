import { countryName } from '@/lib/registration/country-name'
import { isNationality, NATIONALITIES, nationalityChoices } from '@/lib/registration/nationality'

describe('nationalities', () => {
  it('are ISO 3166-1 alpha-2 codes, without the regions libphonenumber-js adds', () => {
    expect(NATIONALITIES.length).toBeGreaterThan(240)
    expect(NATIONALITIES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true)
    expect(['KR', 'US', 'VN', 'SH'].every(isNationality)).toBe(true)
    expect(['AC', 'TA', 'XK', 'kr', 'KOR', ''].some(isNationality)).toBe(false)
  })

  it('are listed by their names in the page’s language, Korea first', () => {
    const ko = nationalityChoices('ko')
    expect(ko[0]).toEqual({ value: 'KR', label: '대한민국' })
    expect(ko.find((choice) => choice.value === 'US')?.label).toBe('미국')
    const en = nationalityChoices('en').slice(1).map((choice) => choice.label)
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')))
    expect(countryName('VN', 'en')).toBe('Vietnam')
  })
})
