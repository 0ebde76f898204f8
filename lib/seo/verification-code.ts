import type { Metadata } from 'next'

/** The codes that prove to Naver, Google, Bing and Daum that the site is the school's. */
export type SiteVerification = { naver: string | null; google: string | null; bing: string | null; daum: string | null }

const CODE = /^[A-Za-z0-9_\-.=:]{4,200}$/

/**
 * The code inside what staff pasted from a portal's verification page: a whole `<meta … content="CODE">` tag, Daum's
 * `#DaumWebMasterTool:CODE` line, or the code alone. Null for anything else, so no markup reaches the page's head.
 */
export function verificationCode(pasted: string): string | null {
  const text = pasted.trim()
  const fromTag = /content\s*=\s*["']([^"']*)["']/i.exec(text)?.[1]
  const fromDaum = /^#?DaumWebMasterTool:(.+)$/i.exec(text)?.[1]
  const code = (fromTag ?? fromDaum ?? text).trim()
  return CODE.test(code) ? code : null
}

/** The portals' verification meta tags for every page's head: Google's by name, Naver's and Bing's by theirs. */
export function verificationMetadata({ naver, google, bing }: SiteVerification): Metadata['verification'] {
  const other = Object.fromEntries(Object.entries({ 'naver-site-verification': naver, 'msvalidate.01': bing }).filter((entry): entry is [string, string] => Boolean(entry[1])))
  return { ...(google && { google }), other }
}
