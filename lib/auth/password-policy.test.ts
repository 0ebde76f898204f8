import { staffPasswordProblem } from './password-policy'

const EMAIL = 'kim.office@example.com'

describe('staffPasswordProblem', () => {
  it.each([
    ['lettersanddigits1', null],
    ['only-lowercase-but-long', null], // small letters and symbols: two kinds
    ['abcdefghijk', 'weak'], // one kind, however long
    ['Abcdef12', null], // 8 characters of three kinds
    ['abcdef12', 'weak'], // 8 characters of two kinds
    ['Ab1!', 'weak'],
    ['123456789012', 'weak'],
    ['가나다라마바사아자차1', null], // Hangul counts as a kind of its own beside digits
  ])('%s: %s', (password, problem) => {
    expect(staffPasswordProblem(password, EMAIL)).toBe(problem)
  })

  it('refuses a password holding the e-mail’s name, in any case', () => {
    expect(staffPasswordProblem('Kim.Office-2026', EMAIL)).toBe('containsName')
    expect(staffPasswordProblem('my-kim.office!', EMAIL)).toBe('containsName')
    expect(staffPasswordProblem('kim-and-office-2026', EMAIL)).toBeNull()
  })

  it('does not hold a very short name against a password', () => {
    expect(staffPasswordProblem('a-long-password-1', 'a@example.com')).toBeNull()
  })
})
