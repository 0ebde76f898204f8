import { generate } from 'otplib'

import { acceptedStep, newSecret, normalizeCode, normalizeSecret, openSecret, sealSecret, TOTP_PERIOD_SECONDS } from './totp'

const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS)
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * TOTP_PERIOD_SECONDS })

describe('time-based codes (RFC 6238)', () => {
  const secret = newSecret()

  it('accepts the current code and one step either way, and gives the step it belongs to', async () => {
    for (const offset of [-1, 0, 1]) expect(await acceptedStep(secret, await codeAt(secret, stepNow() + offset), null)).toBe(stepNow() + offset)
  })

  it('refuses codes two steps away, another secret’s code and a code not newer than the last accepted step', async () => {
    for (const offset of [-2, 2]) expect(await acceptedStep(secret, await codeAt(secret, stepNow() + offset), null)).toBeNull()
    expect(await acceptedStep(secret, await codeAt(newSecret(), stepNow()), null)).toBeNull()
    const code = await codeAt(secret, stepNow())
    expect(await acceptedStep(secret, code, stepNow())).toBeNull()
    expect(await acceptedStep(secret, code, stepNow() - 1)).toBe(stepNow())
  })

  it('reads a code as typed and nothing else', () => {
    expect(normalizeCode('123 456')).toBe('123456')
    expect(normalizeCode(123456)).toBe('123456')
    for (const value of ['12345', '1234567', 'abcdef', '', null, undefined, {}, ['123456'], '１２３４５６']) expect(normalizeCode(value)).toBeNull()
  })

  it('reads a base32 secret written with spaces or in lower case, and refuses what is not one', () => {
    expect(normalizeSecret('krsx g5ct mvrx ezlu')).toBe('KRSXG5CTMVRXEZLU')
    for (const value of ['short', 'KRSXG5CTMVRXEZL1', 'KRSXG5CT MVRX', '']) expect(normalizeSecret(value)).toBeNull()
  })

  it('stores the secret encrypted, and reads it back', () => {
    const sealed = sealSecret(secret)
    expect(sealed).not.toContain(secret)
    expect(openSecret(sealed)).toBe(secret)
  })
})
