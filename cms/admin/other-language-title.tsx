import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { adminT } from '../admin-translations'

type Locale = { code: string; label: string | Record<string, string> }

const labelOf = (locale: Locale, language: string) => (typeof locale.label === 'string' ? locale.label : (locale.label[language] ?? locale.code))

/**
 * Under a title written in both languages: the title in the language not being edited, and a link that opens the
 * document in that language, so that staff who write the Korean title see the English one is still to write.
 */
export async function OtherLanguageTitle({ id, collectionSlug, payload, i18n, req }: UIFieldServerProps) {
  const localization = payload.config.localization
  const config = payload.collections[collectionSlug as CollectionSlug]?.config
  const titleName = config?.admin.useAsTitle
  const titleField = config?.fields.find((field) => 'name' in field && field.name === titleName)
  if (!localization || !titleName || !titleField) return null
  const editing = req.locale ?? localization.defaultLocale
  const t = adminT(i18n.t)
  const titleLabel = 'label' in titleField && titleField.label ? getTranslation(titleField.label as Record<string, string>, i18n) : titleName
  const doc = id ? await payload.findByID({ collection: collectionSlug as CollectionSlug, id, locale: 'all', depth: 0, draft: true, overrideAccess: true, disableErrors: true }) : null
  const titles = ((doc as Record<string, unknown> | null)?.[titleName] ?? {}) as Record<string, unknown>
  return (localization.locales as Locale[])
    .filter((locale) => locale.code !== editing)
    .map((locale) => {
      const language = labelOf(locale, i18n.language)
      const title = String(titles[locale.code] ?? '').trim()
      return (
        <div className="field-type" data-other-language-title={locale.code} key={locale.code}>
          <span className="field-label">{t('translation:otherTitle', { language, title: titleLabel })}</span>
          <p lang={locale.code}>{title || t('translation:notWritten')}</p>
          {id ? <a href={`?locale=${locale.code}`}>{t('translation:writeIn', { language })}</a> : <p>{t('translation:afterFirstSave', { language })}</p>}
        </div>
      )
    })
}
