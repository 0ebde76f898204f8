import type { Metadata } from 'next'

import { SubMenuPage } from '@/components/content/sub-menu-page'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { pageLocale } from '@/i18n/page-locale'
import { LIST_PAGE_NUMBER } from '@/i18n/list-page'
import { loadSubMenuPage, type SubMenuParams } from '@/lib/content/sub-menu-page'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import { subMenuMetadata } from '@/lib/seo/sub-menu-metadata'

type Props = { params: Promise<SubMenuParams & { number: string }> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

/** The list's params and page number; null when `number` is not a page number. */
async function paramsWithPage({ params }: Props) {
  const { number, ...rest } = await params
  return LIST_PAGE_NUMBER.test(number) ? { params: rest, page: Number(number) } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const list = await paramsWithPage(props)
  return list ? subMenuMetadata(list.params, list.page) : notFoundMetadata(pageLocale((await props.params).locale))
}

/**
 * `/{menu}/{submenu}?page=N`: proxy.ts turns the query into this path inside the app (the address
 * the visitor sees keeps `?page=N`), so every page of a list is rendered once and cached like any other.
 */
export default async function ListPage(props: Props) {
  const list = await paramsWithPage(props)
  const data = list && (await loadSubMenuPage(list.params))
  return list && data ? <SubMenuPage data={data} page={list.page} /> : <NotFoundPage />
}
