import fs from 'node:fs'
import path from 'node:path'

import { adminTranslations, type AdminTranslationKey } from '@/cms/admin-translations'
import { editorControlName } from '@/upstream-workarounds/payload-admin/editor-control-texts'
import { ENGLISH_NOTICES, reworded } from '@/upstream-workarounds/payload-admin/english-notice-texts'

const UI = path.join(process.cwd(), 'node_modules/@payloadcms/ui/dist/elements')
const LEXICAL = path.join(process.cwd(), 'node_modules/@payloadcms/richtext-lexical/dist')

/** Where Payload writes each English notice, as its source spells it (a template's ${…} stands for a count). */
const WRITTEN = [
  ['BulkUpload/FormsManager/index.js', 'Successfully saved ${successCount} files', 'Successfully saved 5 files', '파일 5개를 저장했습니다.'],
  ['BulkUpload/FormsManager/index.js', 'Failed to save ${errorCount_2} files', 'Failed to save 2 files', '파일 2개를 저장하지 못했습니다. 표시된 파일을 확인해 주세요.'],
  ['Upload/index.js', 'Failed to fetch the file.', 'Failed to fetch the file.', '파일을 가져오지 못했습니다.'],
  ['Upload/index.js', 'The provided URL is not allowed.', 'The provided URL is not allowed.', '이 주소에서는 파일을 가져올 수 없습니다.'],
  ['Table/OrderableTable.js', 'To reorder the rows you must first sort them by the "Order" column', 'To reorder the rows you must first sort them by the "Order" column', '순서를 바꾸려면 먼저 "순서" 열을 눌러 정렬하세요.'],
] as const

/** The Korean admin's text for a key, with its {{placeholders}} filled in as Payload's i18n does. */
function korean(key: AdminTranslationKey, values: Record<string, string | number> = {}): string {
  const [group, name] = key.split(':') as [keyof typeof adminTranslations.ko, string]
  const text = (adminTranslations.ko[group] as Record<string, string>)[name]
  return text.replace(/\{\{(\w+)\}\}/g, (_, placeholder: string) => String(values[placeholder]))
}

describe('the notices Payload writes in English only', () => {
  it.each(WRITTEN)('are still written by %s as "%s" (an upgrade that changes them fails here)', (file, source) => {
    expect(fs.readFileSync(path.join(UI, file), 'utf8')).toContain(source)
  })

  it.each(WRITTEN)('are reworded in Korean: %s, "%s"', (_file, _source, shown, words) => {
    expect(reworded(shown, korean)).toBe(words)
  })

  it('are looked for in the toasts’ region, which the bundled sonner still names "Notifications" (an upgrade that renames it fails here)', () => {
    expect(fs.readFileSync(path.join(UI, '../exports/client/index.js'), 'utf8')).toContain('containerAriaLabel:v="Notifications"')
  })

  it('leaves every other notice as it is', () => {
    expect(reworded('파일 5개를 저장했습니다.', korean)).toBeUndefined()
    expect(reworded('Successfully saved', korean)).toBeUndefined()
    expect(ENGLISH_NOTICES).toHaveLength(WRITTEN.length)
  })
})

/** Where the rich-text editor names its controls in English, as its source spells it (upstream-workarounds/payload-admin/editor-control-names.tsx). */
const EDITOR_WORDS = [
  ['lexical/plugins/handles/DraggableBlockPlugin/index.js', '"aria-label": "Drag to move"'],
  ['lexical/plugins/handles/AddBlockHandlePlugin/index.js', '"aria-label": "Add block"'],
  ['features/toolbars/shared/ToolbarDropdown/index.js', 'buttonAriaLabel: `${groupKey} dropdown`'],
] as const

describe('the rich-text editor’s controls named in English only', () => {
  it.each(EDITOR_WORDS)('are still named by %s as %s (an upgrade that changes them fails here)', (file, source) => {
    expect(fs.readFileSync(path.join(LEXICAL, file), 'utf8')).toContain(source)
  })

  it('are named in Korean, a menu by its group', () => {
    expect(editorControlName('Drag to move', korean)).toBe('끌어서 옮기기')
    expect(editorControlName('Add block', korean)).toBe('블록 추가')
    expect(editorControlName('text dropdown', korean)).toBe('글자 모양 메뉴')
    expect(editorControlName('other dropdown', korean)).toBe('other 메뉴')
    expect(editorControlName('굵게', korean)).toBeNull()
  })
})

describe('a list’s select-all box', () => {
  it('still has the tooltip "select-all", its name (an upgrade that changes it fails here)', () => {
    expect(fs.readFileSync(path.join(UI, 'SelectAll/index.js'), 'utf8')).toContain('name: "select-all"')
    expect(fs.readFileSync(path.join(UI, '../fields/Checkbox/Input.js'), 'utf8')).toContain('title: name')
  })
})

const PAYLOAD = path.join(process.cwd(), 'node_modules/payload/dist')

/** Payload's own collections whose rules upstream-workarounds/payload-access/payload-own-collections.ts sets in onInit. */
describe('Payload’s bookkeeping without an access override', () => {
  it('still gives its locked documents the default access and takes no override for them (an upgrade that changes it fails here)', () => {
    const source = fs.readFileSync(path.join(PAYLOAD, 'locked-documents/config.js'), 'utf8')
    expect(source).toContain('getLockedDocumentsCollection = (config)=>')
    expect(source).toContain('create: defaultAccess')
    expect(source).not.toMatch(/[Oo]verride/)
  })

  it('still has no access rules on its migrations and its jobs’ schedule record (an upgrade that adds them fails here)', () => {
    expect(fs.readFileSync(path.join(PAYLOAD, 'database/migrations/migrationsCollection.js'), 'utf8')).not.toContain('access')
    expect(fs.readFileSync(path.join(PAYLOAD, 'queues/config/global.js'), 'utf8')).not.toContain('access')
  })
})

/** upstream-workarounds/payload-postgres/postgres-pool-errors.ts: Payload's PostgreSQL adapter creates its pool and listens for none of its errors. */
describe('the PostgreSQL pool’s errors', () => {
  const connect = fs.readFileSync(path.join(process.cwd(), 'node_modules/@payloadcms/db-postgres/dist/connect.js'), 'utf8')

  it('come from the pool the adapter keeps as its public `pool` (an upgrade that changes it fails here)', () => {
    expect(connect).toContain('this.pool = new this.pg.Pool(this.poolOptions)')
  })

  it('are still heard by nobody in the adapter (an upgrade that listens to them fails here: delete the workaround)', () => {
    expect(connect).not.toMatch(/pool\.on\(\s*['"]error['"]/)
    expect(connect).not.toMatch(/this\.pool\.(on|once|addListener|prependListener)\(/)
  })
})
