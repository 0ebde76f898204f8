import type { Locale, SearchKind } from '../api/types'
import { pickText, type Localized } from '../content/localize'
import { pickHtml } from '../content/rich-text-html'
import { SECTION } from '../content/sections'
import { htmlToText } from './html-text'

/** The kinds of result, as /api/search names them in `type`. */
export const SEARCH_KINDS = ['news', 'page', 'static_page', 'seminar', 'weekly_news', 'article', 'download', 'faq', 'counselling', 'professor'] as const satisfies readonly SearchKind[]

/** What one document shows search in one language: its title, its public text, its page and its date. */
export type IndexedText = { title: string; body: string; path: string; date: string | null }

/** A document as a public read with `locale: 'all'` returns it. */
type Doc = Record<string, unknown> & { id: number }

type Source = { kind: SearchKind; extract: (doc: Doc, locale: Locale) => IndexedText | null }

const text = (doc: Doc, field: string, locale: Locale) => pickText(doc[field] as Localized<string>, locale)
const richText = (doc: Doc, field: string, locale: Locale) => htmlToText(pickHtml(doc[field] as Localized<object>, locale))
const date = (doc: Doc, field: string) => (typeof doc[field] === 'string' ? (doc[field] as string) : null)

/** A post of a board: title and content, shown on the board's page (./result-path.ts finds its place there). */
const post = (kind: SearchKind, sectionPath: string, dateField = 'publishedAt'): Source => ({
  kind,
  extract: (doc, locale) => ({ title: text(doc, 'title', locale), body: richText(doc, 'content', locale), path: `/${sectionPath}`, date: date(doc, dateField) }),
})

/** A question with its answer, shown on its list's page. */
const question = (kind: SearchKind, path: string): Source => ({
  kind,
  extract: (doc, locale) => ({ title: text(doc, 'question', locale), body: richText(doc, 'answer', locale), path, date: date(doc, 'publishedAt') }),
})

/** The public collections search covers, and how each document reads there. Private fields are never read. */
export const SEARCH_SOURCES = {
  news: {
    kind: 'news',
    extract: (doc, locale) => ({
      title: text(doc, 'title', locale),
      body: [text(doc, 'summary', locale), richText(doc, 'content', locale)].filter(Boolean).join(' '),
      path: `/${SECTION.news}/${String(doc.slug)}`,
      date: date(doc, 'publishedAt'),
    }),
  },
  'sub-menus': {
    kind: 'page',
    extract: (doc, locale) => {
      // A sub-menu of a hidden menu comes back unpopulated: it has no page to find.
      const menu = doc.menu as { slug?: unknown } | number | null
      if (typeof menu !== 'object' || typeof menu?.slug !== 'string') return null
      return { title: text(doc, 'title', locale) || text(doc, 'name', locale), body: richText(doc, 'description', locale), path: `/${menu.slug}/${String(doc.slug)}`, date: null }
    },
  },
  'static-pages': {
    kind: 'static_page',
    extract: (doc, locale) => ({ title: text(doc, 'title', locale), body: richText(doc, 'content', locale), path: `/${String(doc.slug)}`, date: null }),
  },
  'offline-seminars': post('seminar', SECTION.seminars, 'eventDate'),
  'weekly-news': post('weekly_news', SECTION.weeklyNews),
  'article-publications': post('article', SECTION.articles),
  downloads: post('download', SECTION.downloads),
  faqs: question('faq', '/faq'),
  'admission-counselling': question('counselling', `/${SECTION.counselling}`),
  professors: {
    kind: 'professor',
    extract: (doc, locale) => ({
      title: text(doc, 'name', locale),
      body: richText(doc, 'details', locale),
      path: `/${doc.kind === 'adjunct' ? SECTION.adjunctProfessors : SECTION.professors}`,
      date: null,
    }),
  },
} satisfies Record<string, Source>

export type SearchSourceSlug = keyof typeof SEARCH_SOURCES
