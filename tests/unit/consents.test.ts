import { consentProblem, consentProblems, jsonValues } from '@/lib/privacy/consents'
import { isAtLeast14 } from '@/lib/registration/calendar-date'

describe('a consent as sent (PIPA Art. 15, 22)', () => {
  it.each([[['1']], [['true']], [[true]]])('takes %j as agreed', (values) => {
    expect(consentProblem(values)).toBeNull()
  })

  it.each([[[]], [['']], [[undefined]], [['0']], [[0]], [[false]]])('takes %j as not given', (values) => {
    expect(consentProblem(values)).toBe('consentRequired')
  })

  it.each([[['yes']], [['on']], [['2']], [[1]], [[{}]], [['1', '1']], [['1', '0']], [['', '1']]])('refuses %j as forged or repeated', (values) => {
    expect(consentProblem(values)).toBe('consentInvalid')
  })

  it('reads an array in a JSON body as a repeated name', () => {
    expect(jsonValues({ consent_privacy: ['1', '1'] }, 'consent_privacy')).toEqual(['1', '1'])
    expect(consentProblem(jsonValues({ consent_privacy: [] }, 'consent_privacy'))).toBe('consentInvalid')
    expect(jsonValues({}, 'consent_privacy')).toEqual([])
  })

  it('lists each missing consent under its own key', () => {
    const sent: Record<string, unknown[]> = { consent_privacy: ['1'], consent_sensitive: ['0'] }
    expect(consentProblems(['consent_privacy', 'consent_unique_id', 'consent_sensitive'], (name) => sent[name] ?? [])).toEqual({
      consent_unique_id: [{ key: 'consentRequired' }],
      consent_sensitive: [{ key: 'consentRequired' }],
    })
  })
})

describe('the age of 14 (PIPA Art. 22-2)', () => {
  it('counts the 14th birthday as 14, the day before as 13', () => {
    expect(isAtLeast14('2012-11-27', '2026-11-27')).toBe(true)
    expect(isAtLeast14('2012-11-28', '2026-11-27')).toBe(false)
    expect(isAtLeast14('1990-01-01', '2026-11-27')).toBe(true)
  })

  it('leaves a date in the future to the "in the past" rule', () => {
    expect(isAtLeast14('2999-01-01', '2026-11-27')).toBe(true)
  })
})
