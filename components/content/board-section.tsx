import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/ui/pagination'
import type { Locale } from '@/lib/api/types'

import { addCaptionTracks } from '@/lib/captions/tracks'
import { BOARDS } from '@/lib/content/boards'
import { getCaptionTracks } from '@/lib/content/captions'
import { SECTION } from '@/lib/content/sections'
import { EmptyState } from './empty-state'
import { HtmlAccordion } from './widgets'
import { SeminarCalendarLink } from '@/components/calendar/seminar-calendar-link'
import { SeminarJsonLd } from './seminar-json-ld'

type Props = { locale: Locale; boardKey: string; page: number; basePath: string; openIndex?: number }

/** One page of a board (articles, seminars, weekly news), numbered by position in the whole list; videos carry their captions and cannot be downloaded; seminars carry their Event data and a calendar file each. */
export async function BoardSection({ locale, boardKey, page, basePath, openIndex }: Props) {
  const [result, t, captions] = await Promise.all([BOARDS[boardKey].read(page, locale), getTranslations({ locale, namespace: 'content' }), getCaptionTracks()])
  const first = (page - 1) * result.meta.per_page
  const entries = result.data.map((item, offset) => ({
    value: String(first + offset),
    number: result.meta.total - first - offset,
    title: item.title,
    lang: item.lang,
    html: addCaptionTracks(item.content, captions, locale),
    after: boardKey === SECTION.seminars ? <SeminarCalendarLink locale={locale} id={item.id} title={item.title} /> : undefined,
  }))
  return (
    <>
      {boardKey === SECTION.seminars && <SeminarJsonLd locale={locale} items={result.data} firstIndex={first} />}
      {entries.length > 0 ? <HtmlAccordion entries={entries} languageLabel={t('inKorean')} openValue={openIndex === undefined ? undefined : String(openIndex)} protectVideos /> : <EmptyState />}
      <Pagination basePath={basePath} meta={result.meta} />
    </>
  )
}
