import type { NumberField } from 'payload'

/** Admin-set position in a list; lower comes first. */
export const orderField: NumberField = {
  name: 'order',
  label: { ko: '순서', en: 'Order' },
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar' },
}
