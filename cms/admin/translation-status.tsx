import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { adminT } from '../admin-translations'

type Locale = { code: string; label: string | Record<string, string> }

const labelOf = (locale: Locale, language: string) => (typeof locale.label === 'string' ? locale.label : (locale.label[language] ?? locale.code))

/** In a document's sidebar: for each language, whether its title is written (번역 있음/없음), whatever language is being edited. */
export async function TranslationStatus({ id, collectionSlug, payload, i18n }: UIFieldServerProps) {
  const localization = payload.config.localization
  const titleField = payload.collections[collectionSlug as CollectionSlug]?.config.admin.useAsTitle
  if (!id || !localization || !titleField) return null
  const doc = await payload.findByID({ collection: collectionSlug as CollectionSlug, id, locale: 'all', depth: 0, draft: true, overrideAccess: true, disableErrors: true })
  const titles = (doc as Record<string, unknown> | null)?.[titleField]
  const filled = (code: string) => typeof titles === 'object' && titles !== null && String((titles as Record<string, unknown>)[code] ?? '').trim() !== ''
  const t = adminT(i18n.t)
  return (
    <div className="field-type">
      <span className="field-label">{t('translation:heading')}</span>
      <ul>
        {(localization.locales as Locale[]).map((locale) => (
          <li key={locale.code}>
            {labelOf(locale, i18n.language)}: {filled(locale.code) ? t('translation:present') : t('translation:missing')}
          </li>
        ))}
      </ul>
    </div>
  )
}
