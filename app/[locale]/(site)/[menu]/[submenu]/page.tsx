import type { Metadata } from 'next'

import { SubMenuPage, subMenuMetadata, type SubMenuParams } from '@/components/content/sub-menu-page'

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
  return <SubMenuPage params={await params} page={1} />
}
