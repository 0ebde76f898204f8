import type { SelectField } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '../../i18n/routing'

type Label = { ko: string; en: string }

const LANGUAGE_NAMES = { ko: '한국어', en: 'English' } as const

/** The language someone uses with the school (mails go out in it): one of the site's languages. */
export const localeField = (label: Label, overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'locale',
    label,
    type: 'select',
    defaultValue: DEFAULT_LOCALE,
    options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    ...overrides,
  }) as SelectField
