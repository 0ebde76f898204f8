import type { DateField } from 'payload'

/** The date a post is dated by and sorted on (newest first). */
export const publishedAtField: DateField = {
  name: 'publishedAt',
  label: { ko: '게시일', en: 'Published at' },
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
}
