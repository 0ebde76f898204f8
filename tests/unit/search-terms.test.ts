import { excerptAround } from '@/lib/search/excerpt'
import { normalizeText, searchTerms, stem } from '@/lib/search/terms'

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
