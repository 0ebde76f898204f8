import type React from 'react'

import { AcademicScheduleSection } from '@/components/calendar/academic-schedule-section'
import { GalleryDetailSection } from '@/components/gallery/gallery-detail-section'
import { GalleryListSection } from '@/components/gallery/gallery-list-section'
import { NewsDetailSection } from '@/components/news/news-detail-section'
import { NewsListSection } from '@/components/news/news-list-section'
import { ProfessorsSection } from '@/components/professors/professors-section'
import type { TabItemCollection } from '@/cms/collections/tab-items'
import type { Locale, MenuPage } from '@/lib/api/types'
import { BOARDS, type BoardItem } from '@/lib/content/boards'
import { SECTION } from '@/lib/content/sections'

import { BoardSection } from './board-section'
import { CounsellingSection } from './counselling-section'
import { DownloadsSection } from './downloads-section'
import { LocationSection } from './location-section'
import { TabItemsSection } from './tab-items-section'

type SectionProps = { locale: Locale; page: number; basePath: string; menuPage: MenuPage }

const tabs = (collection: TabItemCollection, withDescription: boolean) =>
  function TabsOfPage({ locale, menuPage }: SectionProps) {
    return <TabItemsSection locale={locale} collection={collection} title={menuPage.title} description={withDescription ? menuPage.description : undefined} />
  }

/** The content of a sub-menu page, by `menu/submenu`; any other page shows its description. */
const SECTIONS: Record<string, (props: SectionProps) => React.ReactNode> = {
  [SECTION.counselling]: ({ locale, page, basePath }) => <CounsellingSection locale={locale} page={page} basePath={basePath} />,
  [SECTION.academicRegulation]: tabs('academic-regulation', false),
  [SECTION.ministryOfMinistry]: tabs('ministry-of-ministry', true),
  [SECTION.missiology]: tabs('department-of-missiology', true),
  [SECTION.pastoralMusic]: tabs('department-of-pastoral-music', true),
  [SECTION.professors]: ({ locale }) => <ProfessorsSection locale={locale} kind="full-time" />,
  [SECTION.adjunctProfessors]: ({ locale }) => <ProfessorsSection locale={locale} kind="adjunct" />,
  [SECTION.downloads]: ({ locale, page, basePath }) => <DownloadsSection locale={locale} page={page} basePath={basePath} />,
  [SECTION.news]: ({ locale, page }) => <NewsListSection locale={locale} page={page} />,
  [SECTION.gallery]: ({ locale }) => <GalleryListSection locale={locale} />,
  [SECTION.location]: ({ locale, menuPage }) => <LocationSection locale={locale} menuPage={menuPage} />,
  [SECTION.academicSchedule]: ({ locale, menuPage }) => <AcademicScheduleSection locale={locale} menuPage={menuPage} />,
}

export function ContentSection({ sectionKey, ...props }: SectionProps & { sectionKey: string }) {
  if (sectionKey in BOARDS) return <BoardSection locale={props.locale} boardKey={sectionKey} page={props.page} basePath={props.basePath} />
  const Section = SECTIONS[sectionKey]
  return Section ? <Section {...props} /> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: props.menuPage.description }} />
}

type DetailProps = { locale: Locale; sectionKey: string; slug: string; basePath: string; boardItem: BoardItem | null }

/** The content of `/{menu}/{submenu}/{slug}`: a news item, a gallery, or a board page with the linked item open. */
export function DetailSection({ locale, sectionKey, slug, basePath, boardItem }: DetailProps) {
  if (sectionKey === SECTION.news) return <NewsDetailSection locale={locale} slug={slug} />
  if (sectionKey === SECTION.gallery) return <GalleryDetailSection locale={locale} slug={slug} />
  if (!boardItem) return null
  return <BoardSection locale={locale} boardKey={sectionKey} page={boardItem.page} basePath={basePath} openIndex={boardItem.index} />
}
