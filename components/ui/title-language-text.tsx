import styles from './title-language.module.css'

type Props = { text: string; lang?: 'ko'; label: string }

/**
 * A title on an English page that is written only in Korean: marked as Korean for screen readers and translators
 * (`lang`), with a visible label saying so. Any other title as it is.
 */
export function TitleText({ text, lang, label }: Props) {
  if (!lang) return <>{text}</>
  return (
    <>
      <span lang={lang}>{text}</span> <span className={styles.language}>{label}</span>
    </>
  )
}
