import type { DetailRow } from '@/components/ui/detail-list'
import type { ApplicationResult, ExamInterview, Locale } from '@/lib/api/types'
import { deadlineDateTime } from '@/lib/format/dates'

type RoundFacts = { exam_number: string | null; results_at: string | null; result?: ApplicationResult; interview?: ExamInterview | null }

/** The `applicationStatus` texts these rows use, as both next-intl's hook and its server function give them. */
type Translate = (key: 'examNumber' | 'resultsAt' | 'result' | 'interviewAt' | 'interviewPlace' | `results.${'pass' | 'fail' | 'waitlist' | 'waitlistRank'}`, values?: { rank: number }) => string

/** What an applicant sees of their round: the 수험번호, the interview once set, the result once announced, else when it will be. */
export function roundRows(t: Translate, facts: RoundFacts, locale: Locale): DetailRow[] {
  const { result } = facts
  const resultText = !result
    ? null
    : result.code === 'waitlist' && result.waitlist_rank
      ? t('results.waitlistRank', { rank: result.waitlist_rank })
      : t(`results.${result.code}`)
  return [
    [t('examNumber'), facts.exam_number],
    [t('interviewAt'), facts.interview ? deadlineDateTime(facts.interview.at, locale) : null],
    [t('interviewPlace'), facts.interview?.place ?? null],
    [t('result'), resultText],
    [t('resultsAt'), !result && facts.results_at ? deadlineDateTime(facts.results_at, locale) : null],
  ]
}
