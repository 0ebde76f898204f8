import { addressLine, phoneFor, telHref } from '@/lib/format/contact'

describe('the school’s contacts for a reader abroad', () => {
  it('write the phone with +82 in English, as written in Korean, and dial it from anywhere', () => {
    expect(phoneFor('02-1234-5678', 'en')).toBe('+82 2-1234-5678')
    expect(phoneFor('02-1234-5678', 'ko')).toBe('02-1234-5678')
    expect(phoneFor('+82 2-1234-5678', 'en')).toBe('+82 2-1234-5678')
    expect(telHref('02-1234-5678')).toBe('tel:+82212345678')
  })

  it('name the country after the address in English', () => {
    expect(addressLine(['123 Teheran-ro, Gangnam-gu', 'Seoul', '06234'], 'en')).toBe('123 Teheran-ro, Gangnam-gu, Seoul, 06234, Republic of Korea')
    expect(addressLine(['서울특별시 강남구 테헤란로 123', '', null], 'ko')).toBe('서울특별시 강남구 테헤란로 123')
  })
})
