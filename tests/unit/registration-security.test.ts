import crypto from 'node:crypto'

import { maskThirteenDigits, normalizeThirteenDigits } from '@/lib/registration/identifiers'
import { decrypt, encrypt } from '@/lib/security/encryption'
import { formatStudentNumber, koreanYearMonth, SequenceExhaustedError, studentNumberPrefix, termOf } from '@/lib/registration/student-number'

const key = crypto.randomBytes(32)

describe('encryption of personal data', () => {
  it('round-trips, with a new IV each time', () => {
    const first = encrypt('900101-1234567', key)
    const second = encrypt('900101-1234567', key)
    expect(first).toMatch(/^v1:[A-Za-z0-9+/=]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('900101')
    expect(decrypt(first, key)).toBe('900101-1234567')
    expect(decrypt(second, key)).toBe('900101-1234567')
  })

  it('refuses altered values and other keys', () => {
    const value = encrypt('900101-1234567', key)
    const bytes = Buffer.from(value.slice(3), 'base64')
    bytes[bytes.length - 1] ^= 1
    expect(() => decrypt(`v1:${bytes.toString('base64')}`, key)).toThrow()
    expect(() => decrypt(value, crypto.randomBytes(32))).toThrow()
    expect(() => decrypt('900101-1234567', key)).toThrow()
  })

  it('masks the citizenship number after the century digit', () => {
    expect(maskThirteenDigits('900101-1234567')).toBe('900101-1******')
    expect(maskThirteenDigits('9001012234567')).toBe('900101-2******')
    expect(maskThirteenDigits('garbage')).toBe('******-*******')
  })

  it('writes the number in one canonical form', () => {
    expect(normalizeThirteenDigits('9001011234567')).toBe('900101-1234567')
    expect(normalizeThirteenDigits('900101-1234567')).toBe('900101-1234567')
  })
})

describe('student numbers', () => {
  it('have the term by month: January to June 1, July to December 2', () => {
    expect([1, 6, 7, 12].map(termOf)).toEqual([1, 1, 2, 2])
  })

  it('take year and month in Korean time', () => {
    expect(koreanYearMonth(new Date('2026-06-30T15:30:00Z'))).toEqual({ year: 2026, month: 7 })
    expect(koreanYearMonth(new Date('2026-12-31T16:00:00Z'))).toEqual({ year: 2027, month: 1 })
  })

  it('are year, term, department code and a three-digit sequence', () => {
    const prefix = studentNumberPrefix(new Date('2026-03-15T03:00:00Z'), '11')
    expect(prefix).toBe('2026111')
    expect(formatStudentNumber(prefix, 1)).toBe('2026111001')
    expect(formatStudentNumber(prefix, 42)).toBe('2026111042')
    expect(formatStudentNumber(studentNumberPrefix(new Date('2026-09-01T00:00:00Z'), '03'), 999)).toBe('2026203999')
  })

  it('stop at sequence 999 and refuse bad parts', () => {
    expect(() => formatStudentNumber('2026111', 1000)).toThrow(SequenceExhaustedError)
    expect(() => formatStudentNumber('2026111', 0)).toThrow()
    expect(() => studentNumberPrefix(new Date(), '7')).toThrow()
  })
})
