import { ko } from '@payloadcms/translations/languages/ko'
import { deepMergeSimple } from '@payloadcms/translations/utilities'

import { EDITOR_WORDING_KO, KOREAN_WORDING, PAYLOAD_KOREAN_CORRECTED, STAFF_WORDING_KO } from '@/cms/admin/korean-wording'
import { adminTranslations } from '@/cms/admin-translations'

type Texts = { [key: string]: string | Texts }

/** Every key of `texts` as group:name (nested groups joined by ':'). */
const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}:`)))

const payloadKeys = new Set(keysOf(ko.translations as unknown as Texts))
// What the admin shows in Korean: Payload's texts under the config's (cms/payload.config.ts).
const shown = deepMergeSimple<Texts>(ko.translations, KOREAN_WORDING)

describe('the admin’s Korean', () => {
  it('names only keys Payload has (a key Payload renames fails here, instead of dropping out unnoticed)', () => {
    expect(keysOf(PAYLOAD_KOREAN_CORRECTED).filter((key) => !payloadKeys.has(key))).toEqual([])
    expect(keysOf(STAFF_WORDING_KO).filter((key) => !payloadKeys.has(key))).toEqual([])
  })

  it('has no particle guessed after a name, no 로케일 or locale, no 성공적으로 in any of Payload’s texts (a new one from an upgrade fails here)', () => {
    const guessed = /\}\}"?(?:<\/\d>)?(?:이\(가\)|을\(를\)|은\(는\))|로케일|(?<!\{\{)\blocales?\b(?!\}\})|성공적으로/
    const found = keysOf(shown).filter((key) => guessed.test(key.split(':').reduce<Texts | string>((texts, name) => (texts as Texts)[name], shown) as string))
    expect(found).toEqual([])
  })

  it('puts the office’s words over Payload’s and the admin’s own texts over both', () => {
    expect((shown.general as Texts).payloadSettings).toBe('관리 화면 설정')
    expect((shown.general as Texts).deletedCountSuccessfully).toBe('{{count}}개의 {{label}} 항목을 삭제했습니다.')
    expect((shown.version as Texts).publishIn).toBe('{{locale}}만 게시')
    expect((KOREAN_WORDING as Texts).applications).toEqual(adminTranslations.ko.applications)
  })

  it('leaves no Korean inside a placeholder and no translator’s note or Payload’s name', () => {
    const texts = JSON.stringify({ ...KOREAN_WORDING, lexical: EDITOR_WORDING_KO })
    expect(texts).not.toMatch(/\{\{[^}]*[^\x00-\x7f][^}]*\}\}/)
    expect(JSON.stringify(shown)).not.toMatch(/Payload|페이로드/)
  })
})
