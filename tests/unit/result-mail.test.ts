import { abandonedClaim, CLAIM_LEASE_MS, claimBy, mailAfterChange } from '@/lib/admissions/result-mail'

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

describe('a claim on a result mail', () => {
  const now = Date.parse('2026-12-07T10:00:00Z')
  const claim = (host: string, pid: number, minutesAgo: number) => claimBy(`${host}:${pid}:1700000000000`, new Date(now - minutesAgo * 60_000))
  const running = () => true
  const gone = () => false

  it('of a live instance, younger than the lease, is its mail in flight and is left to it', () => {
    expect(abandonedClaim(claim('other-host', 41, 1), 'this-host', now, running)).toBe(false)
    expect(abandonedClaim(claim('other-host', 41, 1), 'this-host', now, gone)).toBe(false)
    expect(abandonedClaim(claim('this-host', 41, 1), 'this-host', now, running)).toBe(false)
  })

  it('is taken over once older than the lease', () => {
    expect(abandonedClaim(claim('other-host', 41, CLAIM_LEASE_MS / 60_000 + 1), 'this-host', now, running)).toBe(true)
  })

  it('of a process of this host that no longer runs is taken over at once', () => {
    expect(abandonedClaim(claim('this-host', 41, 0), 'this-host', now, gone)).toBe(true)
  })

  it('of this very process is a run of its own still sending, and is left to it', () => {
    expect(abandonedClaim(claim('this-host', process.pid, 0), 'this-host', now, gone)).toBe(false)
  })

  it('written before claims carried their instant is taken over', () => {
    expect(abandonedClaim('this-host:41:1700000000000', 'other-host', now, running)).toBe(true)
  })
})
