import type { PayloadRequest } from 'payload'

import { adminT, type AdminTranslationKey } from '@/cms/admin-translations'

export type ExportSheet = 'applications' | 'contactMessages'

/** The words of an export in the admin's language: its headers and sheet name. */
export type ExportTexts = { language: 'ko' | 'en'; column: (key: string) => string; sheet: (name: ExportSheet) => string }

export function exportTexts(req: PayloadRequest): ExportTexts {
  const t = adminT(req.t)
  return {
    language: req.i18n.language === 'en' ? 'en' : 'ko',
    column: (key) => t(`exportColumns:${key}` as AdminTranslationKey),
    sheet: (name) => t(`exports:${name}Sheet` as AdminTranslationKey),
  }
}
