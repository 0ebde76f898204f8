import { scrubText, scrubValue } from './scrub'

describe('scrubbing personal data from log text', () => {
  it('replaces resident numbers, phones, e-mail addresses and tokens', () => {
    expect(scrubText('rrn 950505-2123456 or 9505052123456, call 010-2345-6789, mail kim@example.co.kr, JWT abc.def.ghi')).toBe(
      'rrn [resident number] or [resident number], call [phone], mail [e-mail], JWT [token]',
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
