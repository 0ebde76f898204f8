import en from '@/messages/en.json'
import ko from '@/messages/ko.json'

type Messages = { [key: string]: string | Messages }

const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)))

describe('translations', () => {
  it('have the same keys in Korean and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ko).sort())
  })

  it('have no empty text', () => {
    for (const messages of [ko, en]) {
      const empty = keysOf(messages).filter((key) => key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], messages) === '')
      expect(empty).toEqual([])
    }
  })
})
