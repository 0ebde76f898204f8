import type { Metadata } from 'next'

import { SubMenuPage } from '@/components/content/sub-menu-page'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { loadSubMenuPage, type SubMenuParams } from '@/lib/content/sub-menu-page'
import { subMenuMetadata } from '@/lib/seo/sub-menu-metadata'

type Props = { params: Promise<SubMenuParams> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return subMenuMetadata(await params, 1)
}

/** The first page of `/{menu}/{submenu}`; `?page=N` arrives at ./page/[number] through the proxy. */
export default async function FirstPage({ params }: Props) {
  const data = await loadSubMenuPage(await params)
  return data ? <SubMenuPage data={data} page={1} /> : <NotFoundPage />
}
