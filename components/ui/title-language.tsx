import { getTranslations } from 'next-intl/server'

import { TitleText } from './title-language-text'

/** A listed title, marked when it is written only in Korean on an English page (TitleText), for server components. */
export async function ListedTitle({ text, lang }: { text: string; lang?: 'ko' }) {
  if (!lang) return <>{text}</>
  const t = await getTranslations('content')
  return <TitleText text={text} lang={lang} label={t('inKorean')} />
}
