import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/routing'
import { getGalleries } from '@/lib/content/galleries'
import { getMenus } from '@/lib/content/menus'
import { getNewsPage, NEWS_MAX_PER_PAGE } from '@/lib/content/news'
import { getStaticPageSlugs } from '@/lib/content/static-pages'
import { REGISTRATION_PATH } from '@/lib/registration/paths'
import { absoluteUrl } from '@/lib/seo/metadata'

// Built from the content store, which does not exist at build time; the reads themselves are cached.
export const dynamic = 'force-dynamic'

type Page = { path: string; lastModified?: string }

const FIXED_PAGES = ['/', '/faq', '/contact-us', REGISTRATION_PATH]

async function allNews(): Promise<Page[]> {
  const pages: Page[] = []
  for (let page = 1; ; page += 1) {
    const { data, meta } = await getNewsPage(page, NEWS_MAX_PER_PAGE, false, 'ko')
    pages.push(...data.map((item) => ({ path: `/news/announcement/${item.slug}`, lastModified: item.created_at_raw })))
    if (page >= meta.last_page) return pages
  }
}

/** Every public page, in Korean and in English, each entry naming its twin and the default. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [menus, staticSlugs, news, galleries] = await Promise.all([getMenus('ko'), getStaticPageSlugs(), allNews(), getGalleries(0, 'ko')])
  const pages: Page[] = [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...menus.flatMap((menu) => menu.sub_menus.map((sub) => ({ path: sub.route }))),
    ...staticSlugs.map((slug) => ({ path: `/${slug}` })),
    ...news,
    ...galleries.map((gallery) => ({ path: `/community/gallery/${gallery.slug}` })),
  ]
  return pages.flatMap(({ path, lastModified }) => {
    const languages = { ko: absoluteUrl('ko', path), en: absoluteUrl('en', path), 'x-default': absoluteUrl('ko', path) }
    return LOCALES.map((locale) => ({
      url: absoluteUrl(locale, path),
      ...(lastModified && { lastModified }),
      changeFrequency: path === '/' ? ('daily' as const) : ('weekly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }))
  })
}
