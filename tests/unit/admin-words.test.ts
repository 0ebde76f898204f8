import { adminTranslations } from '@/cms/admin-translations'
import { MailOutbox } from '@/cms/collections/mail-outbox'

type Texts = { [key: string]: string | Texts }

const textsOf = (texts: Texts, prefix = ''): [string, string][] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : textsOf(value, `${prefix}${key}.`)))

// Environment variables, "environment variable" and content types are the server's words, not the office's.
const DEVELOPER_WORDS = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|환경 변수|environment variable|\b(image|video|application)\/[\w+.-]+/

describe.each(['ko', 'en'] as const)('the admin’s own texts in %s', (lang) => {
  const texts = textsOf(adminTranslations[lang] as unknown as Texts)

  it('use words the office understands', () => {
    expect(texts.filter(([, text]) => DEVELOPER_WORDS.test(text))).toEqual([])
  })

  it('call the kept mails by the menu’s name for them', () => {
    const menuName = (MailOutbox.labels!.plural as Record<string, string>)[lang]
    expect(adminTranslations[lang].dashboard.noMailServer).toContain(lang === 'ko' ? menuName : menuName.toLowerCase())
  })
})
