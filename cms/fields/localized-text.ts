import type { TextField } from 'payload'

type Label = { ko: string; en: string }

/** A visitor-facing line of text in Korean and English. */
export const localizedText = (name: string, label: Label, required = true): TextField => ({
  name,
  label,
  type: 'text',
  localized: true,
  required,
})
