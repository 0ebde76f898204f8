import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SubMenuPage, subMenuMetadata, type SubMenuParams } from '@/components/content/sub-menu-page'
import { LIST_PAGE_PATTERN } from '@/lib/content/pagination'

type Props = { params: Promise<SubMenuParams & { number: string }> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

async function paramsWithPage({ params }: Props) {
  const { number, ...rest } = await params
  if (!LIST_PAGE_PATTERN.test(number)) notFound()
  return { params: rest, page: Number(number) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { params, page } = await paramsWithPage(props)
  return subMenuMetadata(params, page)
}

/**
 * `/{menu}/{submenu}?page=N`: the proxy turns the query into this path inside the app (the address
 * the visitor sees keeps `?page=N`), so every page of a list is rendered once and cached like any other.
 */
export default async function ListPage(props: Props) {
  const { params, page } = await paramsWithPage(props)
  return <SubMenuPage params={params} page={page} />
}
