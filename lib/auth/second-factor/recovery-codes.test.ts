import { findRecoveryCode, hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes'

describe('recovery codes', () => {
  it('are ten different codes of twelve digits, grouped by four', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^\d{4}-\d{4}-\d{4}$/)
  })

  it('are stored hashed with a salt each, and found as typed', async () => {
    const [first, second] = newRecoveryCodes()
    const stored = [await hashRecoveryCode(first), await hashRecoveryCode(second)]
    expect(stored.join()).not.toContain(first.replace(/-/g, ''))
    expect(await hashRecoveryCode(first)).not.toBe(stored[0])
    expect(await findRecoveryCode(normalizeRecoveryCode(second.replace(/-/g, ' '))!, stored)).toBe(1)
    expect(await findRecoveryCode('000000000000', stored)).toBe(-1)
    expect(await findRecoveryCode(normalizeRecoveryCode(first)!, ['broken', 's1:x:y', stored[0]])).toBe(2)
  })

  it('reads only twelve digits', () => {
    for (const value of ['123456', '1234-5678-901', 'abcd-efgh-ijkl', 123456789012, null]) expect(normalizeRecoveryCode(value)).toBeNull()
  })
})
