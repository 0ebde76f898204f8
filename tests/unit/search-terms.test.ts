import { excerptAround } from '@/lib/search/excerpt'
import { rankMatches } from '@/lib/search/rank'
import { normalizeText, searchableText, searchTerms, stem, termPattern } from '@/lib/search/terms'

describe('search terms', () => {
  it('keeps Korean words whole, so that they match inside longer words', () => {
    expect(searchTerms('입학')).toEqual(['입학'])
    expect(normalizeText('2027학년도 입학설명회 안내').includes(searchTerms('입학')[0])).toBe(true)
    expect(normalizeText('조직신학 박사').includes(searchTerms('신학')[0])).toBe(true)
  })

  it('folds case and width, and stems English words', () => {
    expect(searchTerms('SEMINARS')).toEqual(['seminar'])
    expect(searchTerms('Ｗｏｒｋｓｈｏｐｓ')).toEqual(['workshop'])
    expect(stem('studies')).toBe('stud')
    expect(stem('news')).toBe('new')
    expect(stem('bus')).toBe('bus')
  })

  it('drops what cannot be searched: punctuation, wildcards, single characters', () => {
    for (const query of ['', 'a', '입', '%', '_', '%_%', '"\'', '<>']) expect(searchTerms(query)).toEqual([])
    expect(searchTerms('<script>alert(1)</script>')).toEqual(['script', 'alert'])
    expect(searchTerms('a b c d e f g h 신학 교회 예배 선교 음악 상담')).toHaveLength(5)
  })
})

describe('search excerpts', () => {
  const text = `${'앞 문장 '.repeat(30)}여기에 조직신학 강의가 있습니다. ${'뒤 문장 '.repeat(40)}`

  it('shows the text around the first match, cut at spaces', () => {
    const excerpt = excerptAround(text, ['신학'])
    expect(excerpt).toContain('조직신학')
    expect(excerpt.startsWith('…')).toBe(true)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(162)
  })

  it('starts at the beginning when only the title matched', () => {
    expect(excerptAround('짧은 본문', ['없는말'])).toBe('짧은 본문')
  })
})

describe('search without spaces', () => {
  it('stores a text also without its spaces, so a term typed without them occurs in it', () => {
    const stored = searchableText('입학 원서 양식 (2027)')
    for (const query of ['원서양식', '입학원서', '원서 양식']) for (const term of searchTerms(query)) expect(stored.includes(term)).toBe(true)
    expect(stored.includes(searchTerms('양식원서')[0])).toBe(false)
  })

  it('finds a term in displayed text whatever spaces are between its letters', () => {
    expect('입학 원서 양식입니다'.split(termPattern(['원서양식']))).toEqual(['입학 ', '원서 양식', '입니다'])
    expect(excerptAround('긴 안내 문장 '.repeat(20) + '입학 원서 양식', ['원서양식'])).toContain('원서 양식')
  })

  it('ranks the phrase as typed first, then title matches, then newer entries', () => {
    const spaced = { title: '입학 원서 양식', date: '2026-01-01' }
    const joined = { title: '원서양식 모음', date: '2025-01-01' }
    const inText = { title: '자료실', body: '원서 양식', date: '2027-01-01' }
    expect(rankMatches([spaced, inText, joined], '원서양식', ['원서양식'])).toEqual([joined, spaced, inText])
    expect(rankMatches([joined, inText, spaced], '원서 양식', ['원서', '양식'])).toEqual([spaced, joined, inText])
  })
})
