import fs from 'node:fs'
import path from 'node:path'

import { MESSAGE_AREAS, type Messages } from '@/messages/load'

const read = (locale: string, area: string): Messages => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', locale, `${area}.json`), 'utf8'))

const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)))

const valueAt = (messages: Messages, key: string) => key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part], messages)

describe.each(MESSAGE_AREAS)('translations of %s', (area) => {
  const ko = read('ko', area)
  const en = read('en', area)

  it('have the same keys in Korean and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ko).sort())
  })

  it('have no empty text', () => {
    for (const messages of [ko, en]) expect(keysOf(messages).filter((key) => valueAt(messages, key) === '')).toEqual([])
  })
})

describe('translation areas', () => {
  it('each own their namespaces: no namespace is defined in two areas', () => {
    const namespaces = MESSAGE_AREAS.flatMap((area) => Object.keys(read('ko', area)))
    expect(namespaces.length).toBe(new Set(namespaces).size)
  })

  it('are exactly the files in messages/', () => {
    for (const locale of ['ko', 'en']) {
      const files = fs.readdirSync(path.join(__dirname, '..', '..', 'messages', locale)).map((file) => file.replace(/\.json$/, ''))
      expect(files.sort()).toEqual([...MESSAGE_AREAS].sort())
    }
  })
})
