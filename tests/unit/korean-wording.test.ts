import type { SanitizedConfig } from 'payload'

import { fixKoreanWording, STAFF_WORDING_KO, withKoreanWording } from '@/cms/admin/korean-wording'

describe('fixKoreanWording', () => {
  it('puts 항목 between a name and a guessed particle', () => {
    expect(fixKoreanWording({ general: { created: '{{label}}이(가) 생성되었습니다.', deleted: '{{label}} "{{title}}"을(를) 삭제했습니다.' } })).toEqual({
      general: { created: '{{label}} 항목이 생성되었습니다.', deleted: '{{label}} "{{title}}" 항목을 삭제했습니다.' },
    })
    expect(fixKoreanWording({ a: '영구적으로 {{count}} {{label}}가 삭제되었습니다.', b: '<1>{{title}}</1>을(를) 옮깁니다.', c: '"{{value}}"은(는) 날짜가 아닙니다.' })).toEqual({
      a: '영구적으로 {{count}} {{label}} 항목이 삭제되었습니다.',
      b: '<1>{{title}}</1> 항목을 옮깁니다.',
      c: '"{{value}}" 항목은 날짜가 아닙니다.',
    })
  })

  it('says 언어 for locale and drops 성공적으로', () => {
    expect(fixKoreanWording({ x: '기본 locale로 대체', y: '선택된 로케일들', z: '성공적으로 예약되었습니다.' })).toEqual({ x: '기본 언어로 대체', y: '선택된 언어', z: '예약되었습니다.' })
  })

  it('keeps a placeholder as Payload fills it in: {{locale}} stays, never {{언어}}', () => {
    expect(fixKoreanWording({ version: { publishIn: '{{locale}}에서 게시하십시오.', x: 'locale {{locale}}' } })).toEqual({ version: { x: '언어 {{locale}}' } })
  })

  it('leaves out what it does not change', () => {
    expect(fixKoreanWording({ general: { save: '저장', name: '이름을 입력하세요' } })).toEqual({})
  })
})

describe('withKoreanWording', () => {
  // What the config holds once Lexical has merged its own texts over ours while the config was sanitized.
  const sanitized = {
    i18n: { translations: { ko: { lexical: { orderedList: { label: '주문된 목록' }, general: { slashMenuBasicGroupLabel: '기본적인' } }, own: { x: '우리 말' } }, en: { own: { x: 'ours' } } } },
  } as unknown as SanitizedConfig

  it('puts our words over Payload’s and Lexical’s, leaving English as it is', () => {
    const { translations } = withKoreanWording(sanitized, STAFF_WORDING_KO).i18n as unknown as { translations: Record<string, Record<string, Record<string, unknown>>> }
    expect(translations.ko.lexical).toEqual(expect.objectContaining({ orderedList: { label: '번호 목록' }, horizontalRule: { label: '가로줄' } }))
    expect((translations.ko.lexical.general as Record<string, string>).slashMenuBasicGroupLabel).toBe('기본')
    expect(translations.ko.version).toEqual(expect.objectContaining({ publishIn: '{{locale}}만 게시' }))
    expect(translations.ko.general).toEqual(expect.objectContaining({ payloadSettings: '관리 화면 설정', clear: '지우기' }))
    expect(translations.ko.own).toEqual({ x: '우리 말' })
    expect(translations.en).toEqual({ own: { x: 'ours' } })
  })

  it('leaves no placeholder in Korean and no translator’s note in Payload’s Korean', () => {
    const { translations } = withKoreanWording(sanitized, STAFF_WORDING_KO).i18n as unknown as { translations: { ko: unknown } }
    const texts = JSON.stringify(translations.ko)
    expect(texts).not.toMatch(/\{\{[^}]*[^\x00-\x7f][^}]*\}\}/)
    expect(texts).not.toContain('Payload')
    expect(texts).not.toContain('페이로드')
  })
})
