import { fixKoreanWording } from '@/cms/admin/korean-wording'

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

  it('leaves out what it does not change', () => {
    expect(fixKoreanWording({ general: { save: '저장', name: '이름을 입력하세요' } })).toEqual({})
  })
})
