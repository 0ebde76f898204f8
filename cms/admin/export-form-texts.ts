import type { TFunction } from '@payloadcms/translations'

import type { AdminTranslationKey } from '../admin-translations'

/** The export form's own words, in the admin's language. */
export const exportFormTexts = (t: TFunction<AdminTranslationKey>) => ({
  heading: t('exports:heading'),
  download: t('exports:download'),
  busy: t('exports:busy'),
  done: t('exports:done'),
  failed: t('exports:failed'),
})
