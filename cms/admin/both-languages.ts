import type { CollectionConfig, Field } from 'payload'

const LOCALES = ['ko', 'en'] as const

const isLocalizedNamed = (field: Field, name: string) => 'name' in field && field.name === name && 'localized' in field && field.localized === true

const localizedTopLevel = (collection: CollectionConfig, name: string) => collection.fields.some((field) => isLocalizedNamed(field, name))

const translationStatusField: Field = {
  name: 'translationStatus',
  label: { ko: '언어별 내용', en: 'Languages' },
  type: 'ui',
  admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/admin/translation-status#TranslationStatus' } },
}

/**
 * A collection whose title is written in both languages, as staff meet it whatever language they edit in:
 * the list's search looks in the Korean and the English text (a Korean word finds its page while editing
 * English), and each document says in its sidebar which languages are filled in.
 */
export function inBothLanguages(collection: CollectionConfig): CollectionConfig {
  const title = collection.admin?.useAsTitle
  if (!title || !localizedTopLevel(collection, title)) return collection
  const searched = collection.admin?.listSearchableFields ?? [title]
  const everyLanguage = searched.flatMap((name) => (localizedTopLevel(collection, name) ? [name, ...LOCALES.map((locale) => `${name}.${locale}`)] : [name]))
  return {
    ...collection,
    admin: { ...collection.admin, listSearchableFields: everyLanguage },
    fields: [translationStatusField, ...collection.fields],
  }
}
