import type { Application } from '@/cms/payload-types'

type StoredMail = Pick<Application, 'resultMail' | 'resultMailClaim'>

/**
 * The mail owed after a result changed past the announcement. A mail claimed by a sending run is going out with the old
 * result (it is marked sent only once it went), so the applicant is owed a "changed" mail, as after one already sent.
 * Only a mail nobody has claimed yet is still the first one, due with the new result.
 */
export const mailAfterChange = (stored: StoredMail | null | undefined): 'changed' | 'due' => (stored?.resultMail === 'sent' || stored?.resultMailClaim ? 'changed' : 'due')

/** How long a claim is trusted to its process: far longer than a mail takes to go, short enough to recover a lost one. */
export const CLAIM_LEASE_MS = 5 * 60_000

/** A claim names its process (host, pid, start) and the instant it was made: `host:pid:start@ISO instant`. */
export const claimBy = (claimant: string, at: Date): string => `${claimant}@${at.toISOString()}`

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: a process of another user runs under that id.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A claim left by a process cut off, which another may take over: older than the lease, or made by a process of this
 * host that no longer runs. A younger claim of a live instance (a rolling deploy runs two at once) is its mail in
 * flight: taking it over would send that mail twice.
 */
export function abandonedClaim(claim: string, host: string, now: number, running: (pid: number) => boolean = isRunning): boolean {
  const at = claim.lastIndexOf('@')
  const claimedAt = at < 0 ? Number.NaN : Date.parse(claim.slice(at + 1))
  if (Number.isNaN(claimedAt) || now - claimedAt > CLAIM_LEASE_MS) return true
  const [claimHost, pid] = claim.slice(0, at).split(':')
  return claimHost === host && Number(pid) !== process.pid && !running(Number(pid))
}
