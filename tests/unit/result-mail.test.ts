import { mailAfterChange } from '@/lib/admissions/result-mail'

describe('the mail owed after a result changed past the announcement', () => {
  it('is a "changed" mail once the first one went', () => {
    expect(mailAfterChange({ resultMail: 'sent', resultMailClaim: null })).toBe('changed')
  })

  it('is a "changed" mail while the first one is going out with the old result', () => {
    expect(mailAfterChange({ resultMail: 'due', resultMailClaim: 'host:12:1700000000000' })).toBe('changed')
    expect(mailAfterChange({ resultMail: 'promoted', resultMailClaim: 'host:12:1700000000000' })).toBe('changed')
  })

  it('is still the first mail while nobody has claimed it', () => {
    expect(mailAfterChange({ resultMail: 'due', resultMailClaim: null })).toBe('due')
    expect(mailAfterChange(null)).toBe('due')
  })
})
