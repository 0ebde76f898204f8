import { namesAddress } from '@/lib/retention/names-address'

describe('namesAddress (which outbox copies a destruction takes)', () => {
  it('finds the address whole, in any case, among other text', () => {
    expect(namesAddress('lee@example.com', 'lee@example.com')).toBe(true)
    expect(namesAddress('새 지원서: 이지원 <LEE@example.com>, 010-1234-5678', 'lee@example.com')).toBe(true)
    expect(namesAddress('a@x.kr, lee@example.com', 'lee@example.com')).toBe(true)
    expect(namesAddress('회신은 lee@example.com.', 'lee@example.com')).toBe(true)
  })

  it('leaves longer addresses that end or start with it, and LIKE wildcards, alone', () => {
    expect(namesAddress('kimlee@example.com', 'lee@example.com')).toBe(false)
    expect(namesAddress('k.lee@example.com', 'lee@example.com')).toBe(false)
    expect(namesAddress('lee@example.com.kr', 'lee@example.com')).toBe(false)
    expect(namesAddress('aXb@example.com', 'a_b@example.com')).toBe(false)
    expect(namesAddress(null, 'lee@example.com')).toBe(false)
  })
})
