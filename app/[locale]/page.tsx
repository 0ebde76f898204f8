import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { isLocale } from '@/i18n/routing'
import { getMenus } from '@/lib/content/menus'
import { getNewsPage, NEWS_PER_PAGE } from '@/lib/content/news'
import { getSettings } from '@/lib/content/settings'

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  const lang = isLocale(locale) ? locale : 'ko'
  setRequestLocale(lang)
  const [t, settings, menus, news] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'home' }),
    getSettings(lang),
    getMenus(lang),
    getNewsPage(1, NEWS_PER_PAGE, false, lang),
  ])
  return (
    <>
      <header>
        <nav aria-label={settings.school_name}>
          <ul>
            {menus.map((menu) => (
              <li key={menu.id}>
                <Link href={menu.sub_menus[0]?.route ?? `/${menu.slug}`}>{menu.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <h1>{settings.school_name}</h1>
        <p>{settings.school_message}</p>
        <section aria-labelledby="latest-news">
          <h2 id="latest-news">{t('latestNews')}</h2>
          <ul>
            {news.data.map((item) => (
              <li key={item.slug}>
                <Link href={`/news/announcement/${item.slug}`}>{item.title}</Link>
              </li>
            ))}
          </ul>
          <Link href="/news/announcement">{t('readMore')}</Link>
        </section>
      </main>
    </>
  )
}
