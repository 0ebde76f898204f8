import { isAnnounced, overlaps, scheduleProblems, stepAt, type RoundDates } from '@/lib/admissions/schedule'
import { revealedResult } from '@/lib/admissions/result'
import type { AdmissionRound, Application } from '@/cms/payload-types'

// Times in Korea (UTC+9), as the office writes them.
const kst = (local: string) => new Date(`${local}+09:00`).toISOString()

const ROUND: RoundDates = {
  applicationOpensAt: kst('2026-10-01T09:00:00'),
  applicationClosesAt: kst('2026-11-30T18:00:00'),
  interviewDays: [kst('2026-12-05T12:00:00'), kst('2026-12-06T12:00:00')],
  announcementAt: kst('2026-12-15T10:00:00'),
  enrolmentOpensAt: kst('2027-01-04T09:00:00'),
  enrolmentClosesAt: kst('2027-01-08T17:00:00'),
}

const problems = (changes: Partial<RoundDates>) => scheduleProblems({ ...ROUND, ...changes }).map(({ field, problem }) => `${field}:${problem}`)

describe('scheduleProblems', () => {
  it('finds nothing wrong with dates in order', () => {
    expect(problems({})).toEqual([])
  })

  it('names the field that is out of order', () => {
    expect(problems({ applicationClosesAt: ROUND.applicationOpensAt })).toEqual(['applicationClosesAt:closesBeforeOpens'])
    expect(problems({ announcementAt: kst('2026-11-30T17:00:00'), interviewDays: [] })).toEqual(['announcementAt:announcementBeforeClose'])
    expect(problems({ enrolmentOpensAt: ROUND.announcementAt })).toEqual(['enrolmentOpensAt:enrolmentBeforeAnnouncement'])
    expect(problems({ enrolmentClosesAt: kst('2027-01-03T09:00:00') })).toEqual(['enrolmentClosesAt:enrolmentClosesBeforeOpens'])
  })

  it('takes interview days from the day applications close to the day of the announcement, in Korean days', () => {
    expect(problems({ interviewDays: [kst('2026-11-30T12:00:00'), kst('2026-12-15T12:00:00')] })).toEqual([])
    expect(problems({ interviewDays: [kst('2026-11-29T12:00:00')] })).toEqual(['interviewDays:interviewOutside'])
    expect(problems({ interviewDays: [kst('2026-12-16T00:30:00')] })).toEqual(['interviewDays:interviewOutside'])
  })
})

describe('overlaps', () => {
  const later = (opens: string, closes: string) => ({ applicationOpensAt: kst(opens), enrolmentClosesAt: kst(closes) })

  it('is true when one round starts before the other has ended', () => {
    expect(overlaps(ROUND, later('2027-01-08T16:59:59', '2027-08-01T00:00:00'))).toBe(true)
    expect(overlaps(later('2026-01-01T00:00:00', '2026-10-01T09:00:01'), ROUND)).toBe(true)
  })

  it('is false for rounds one after the other, even back to back', () => {
    expect(overlaps(ROUND, later('2027-01-08T17:00:00', '2027-08-01T00:00:00'))).toBe(false)
    expect(overlaps(later('2026-01-01T00:00:00', '2026-10-01T09:00:00'), ROUND)).toBe(false)
  })
})

describe('stepAt', () => {
  const at = (local: string) => stepAt(ROUND, new Date(kst(local)))

  it('follows the round from the opening of applications to the close of enrolment', () => {
    expect(at('2026-10-01T08:59:59')).toBeNull()
    expect(at('2026-10-01T09:00:00')).toBe('application')
    expect(at('2026-11-30T17:59:59')).toBe('application')
    expect(at('2026-11-30T18:00:00')).toBe('interview')
    expect(at('2026-12-15T09:59:59')).toBe('interview')
    expect(at('2026-12-15T10:00:00')).toBe('announcement')
    expect(at('2027-01-04T09:00:00')).toBe('enrolment')
    expect(at('2027-01-08T17:00:00')).toBeNull()
  })
})

describe('the reveal of a result', () => {
  const round = { ...ROUND, id: 1, name: '2027학년도 전기 신입생 모집' } as unknown as AdmissionRound
  const second = new Date(ROUND.announcementAt)
  const before = new Date(second.getTime() - 1)
  const application = (result: Application['result'], waitlistRank: number | null = null) => ({ round, result, waitlistRank }) as Pick<Application, 'round' | 'result' | 'waitlistRank'>

  it('comes at the announced second, not a millisecond before', () => {
    expect(isAnnounced(ROUND, before)).toBe(false)
    expect(isAnnounced(ROUND, second)).toBe(true)
    expect(revealedResult(application('pass'), before)).toBeUndefined()
    expect(revealedResult(application('pass'), second)).toEqual({ code: 'pass' })
    expect(revealedResult(application('waitlist', 3), second)).toEqual({ code: 'waitlist', waitlist_rank: 3 })
  })

  it('shows nothing of an undecided application, nor of one whose round was not read with it', () => {
    expect(revealedResult(application(null), second)).toBeUndefined()
    expect(revealedResult({ round: 1, result: 'pass', waitlistRank: null }, second)).toBeUndefined()
  })
})
