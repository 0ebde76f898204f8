import type { Metadata } from 'next'

import { getPathname } from '../../i18n/navigation'
import type { Locale } from '../api/types'
import { configuredOrigin } from '../env/site-origin'
import { feedPath } from './feed-path'

/** The public origin for absolute URLs in metadata, the sitemap and JSON-LD. */
export const siteOrigin = (): string => configuredOrigin() ?? `http://localhost:${process.env.PORT || 3000}`

/** The absolute URL of a page (`path` as the Korean site spells it) in a language. */
export const absoluteUrl = (locale: Locale, path: string): string => siteOrigin() + getPathname({ locale, href: path })

export const DEFAULT_OG_IMAGE = '/images/og-default.png'

type PageMetadataInput = {
  locale: Locale
  /** The page's path without the locale prefix, e.g. `/news/announcement/some-slug` or `/`. */
  path: string
  title: string
  description: string
  image?: string | null
  type?: 'website' | 'article'
  noindex?: boolean
}

/** Title, description, canonical URL, hreflang twins and Open Graph tags of one page. */
export function pageMetadata({ locale, path, title, description, image, type = 'website', noindex = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path)
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: { ko: absoluteUrl('ko', path), en: absoluteUrl('en', path), 'x-default': absoluteUrl('ko', path) },
      // The news feed in the page's language, which Naver and feed readers find from any page.
      types: { 'application/rss+xml': siteOrigin() + feedPath(locale) },
    },
    openGraph: {
      title,
      description,
      url,
      type,
      locale: locale === 'ko' ? 'ko_KR' : 'en_US',
      alternateLocale: locale === 'ko' ? 'en_US' : 'ko_KR',
      images: [{ url: image || DEFAULT_OG_IMAGE }],
    },
    twitter: { card: 'summary_large_image', title, description },
    ...(noindex && { robots: { index: false, follow: false } }),
  }
}

/** Plain text of server HTML, shortened for a meta description. */
export function describe(html: string, maxLength = 160): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}
