import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StaticPageView } from '@/components/content/static-page-view'
import { redirect } from '@/i18n/navigation'
import { pageLocale } from '@/i18n/page-locale'
import { getMenus } from '@/lib/content/menus'
import { getStaticPage } from '@/lib/content/static-pages'
import { describe, pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string; menu: string }> }

/** None at build time (there is no database then): each page renders on its first visit and stays cached until an edit revalidates its tags. */
export function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { locale, menu } = await params
  const lang = pageLocale(locale)
  return { lang, slug: menu, page: await getStaticPage(menu, lang) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { lang, slug, page } = await load(props)
  return page ? pageMetadata({ locale: lang, path: `/${slug}`, title: page.title, description: describe(page.content) }) : {}
}

/** `/{slug}`: a static page, else the first page of the menu with that slug. */
export default async function StaticOrMenuPage(props: Props) {
  const { lang, slug, page } = await load(props)
  if (page) return <StaticPageView page={page} />
  const firstRoute = (await getMenus(lang)).find((menu) => menu.slug === slug)?.sub_menus[0]?.route
  if (!firstRoute) notFound()
  redirect({ href: firstRoute, locale: lang })
}
