import { isoBase64URL } from '@simplewebauthn/server/helpers'

import { CHALLENGE_MS, challengeIssuedAt, newChallenge } from './challenges'

const SECRET = 'site-secret'
const asSent = (challenge: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(challenge)

describe('passkey challenges', () => {
  it('are read back for their purpose and subject while fresh, with when they were given', () => {
    const challenge = asSent(newChallenge(SECRET, 'sign-in', 'Kim@Example.com', 1_000))
    expect(challengeIssuedAt(SECRET, challenge, 'sign-in', 'Kim@Example.com', 2_000)).toBe(1_000)
    expect(challengeIssuedAt(SECRET, challenge, 'sign-in', 'Kim@Example.com', 1_000 + CHALLENGE_MS)).toBeNull()
  })

  it('are refused for another purpose, another subject, another secret, or changed', () => {
    const challenge = asSent(newChallenge(SECRET, 'again', '7'))
    expect(challengeIssuedAt(SECRET, challenge, 'sign-in', '7')).toBeNull()
    expect(challengeIssuedAt(SECRET, challenge, 'again', '8')).toBeNull()
    expect(challengeIssuedAt('other-secret', challenge, 'again', '7')).toBeNull()
    const text = isoBase64URL.toUTF8String(challenge).replace('again|7', 'again|8')
    expect(challengeIssuedAt(SECRET, isoBase64URL.fromUTF8String(text), 'again', '8')).toBeNull()
    for (const garbage of ['', '!!!', isoBase64URL.fromUTF8String('no bar'), isoBase64URL.fromUTF8String('a|b|c|d|')]) expect(challengeIssuedAt(SECRET, garbage, 'again', '7')).toBeNull()
  })

  it('differ each time', () => {
    expect(asSent(newChallenge(SECRET, 'register', '1', 5))).not.toBe(asSent(newChallenge(SECRET, 'register', '1', 5)))
  })
})
