import { Pagination } from '@/components/ui/pagination'
import type { Locale } from '@/lib/api/types'
import { getCounsellingPage } from '@/lib/content/admission-counselling'

import { EmptyState } from './empty-state'
import { HtmlAccordion } from './widgets'

type Props = { locale: Locale; page: number; basePath: string }

/** Admission counselling: a page of questions, each opening to its answer. */
export async function CounsellingSection({ locale, page, basePath }: Props) {
  const result = await getCounsellingPage(page, locale)
  const entries = result.data.map((item) => ({ value: String(item.id), title: item.question, html: item.answer }))
  return (
    <>
      {entries.length > 0 ? <HtmlAccordion entries={entries} /> : <EmptyState />}
      <Pagination basePath={basePath} meta={result.meta} />
    </>
  )
}
