import type { CheckboxField } from 'payload'

export const visibleField: CheckboxField = {
  name: 'visible',
  label: { ko: '공개', en: 'Visible' },
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar' },
}
