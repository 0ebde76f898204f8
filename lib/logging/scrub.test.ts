import { scrubText, scrubValue } from './scrub'

describe('scrubbing personal data from log text', () => {
  it('replaces resident numbers, phones, e-mail addresses and tokens', () => {
    expect(scrubText('rrn 950505-2123456 or 9505052123456, call 010-2345-6789, mail kim@example.co.kr, JWT abc.def.ghi')).toBe(
      'rrn [resident number] or [resident number], call [phone], mail [e-mail], JWT [token]',
    )
  })

  it('replaces a foreign applicant’s identifiers and phone', () => {
    expect(scrubText('alien 900101-5234567, passport M12345678, call +1 415 555 0100 or +14155550100')).toBe(
      'alien [resident number], passport [passport number], call [phone] or [phone]',
    )
  })

  it('replaces passport numbers of every usual shape, in either case', () => {
    expect(scrubText('passports m12345678, M123A4567, 123456789, AB1234567; a reference 2026-0001 and id 12345 stay')).toBe(
      'passports [passport number], [passport number], [passport number], [passport number]; a reference 2026-0001 and id 12345 stay',
    )
  })

  it('walks objects and errors, leaving numbers and ids alone', () => {
    expect(scrubValue({ id: 12, note: ['to a@b.io'], error: new Error('duplicate 010-1234-5678') })).toEqual({
      id: 12,
      note: ['to [e-mail]'],
      error: expect.objectContaining({ type: 'Error', message: 'duplicate [phone]' }),
    })
  })
})
