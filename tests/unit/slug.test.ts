import { slugCandidates, toSlug } from '@/cms/fields/slug/to-slug'

describe('toSlug', () => {
  it('keeps the Latin letters and digits of a title, lower-cased and joined by single dashes', () => {
    expect(toSlug('Open Day 2027!')).toBe('open-day-2027')
    expect(toSlug('  Théologie -- systématique ')).toBe('theologie-systematique')
    expect(toSlug('2027 신입생 모집 (Spring Intake)')).toBe('2027-spring-intake')
  })

  it('is empty for a title without Latin letters, digits alone included', () => {
    expect(toSlug('신입생 모집 안내')).toBe('')
    expect(toSlug('2027학년도 모집')).toBe('')
    expect(toSlug('')).toBe('')
  })

  it('cuts long titles at 80 characters without a trailing dash', () => {
    const slug = toSlug('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe('slugCandidates', () => {
  const firstThree = (base: string, dated: boolean) => {
    const candidates = slugCandidates(base, dated)
    return [candidates.next().value, candidates.next().value, candidates.next().value]
  }

  it('tries the slug itself, then numbered ones', () => {
    expect(firstThree('open-day', false)).toEqual(['open-day', 'open-day-2', 'open-day-3'])
  })

  it('numbers a dated slug from 1', () => {
    expect(firstThree('2026-11-25', true)).toEqual(['2026-11-25-1', '2026-11-25-2', '2026-11-25-3'])
  })
})
