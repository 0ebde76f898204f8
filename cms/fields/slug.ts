import type { TextField } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** URL segment: lower-case letters, digits and single dashes. */
export const slugField = (overrides: Partial<TextField> = {}): TextField =>
  ({
    name: 'slug',
    label: { ko: '슬러그(URL)', en: 'Slug (URL)' },
    type: 'text',
    required: true,
    unique: true,
    index: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && SLUG_PATTERN.test(value)) ||
      '영문 소문자, 숫자, 하이픈만 사용할 수 있습니다. / Use lower-case letters, digits and dashes only.',
    admin: { position: 'sidebar' },
    ...overrides,
  }) as TextField
