import type { Metadata } from 'next'

import { ApplyCall } from '@/components/admissions/apply-call'
import { Departments } from '@/components/home/departments'
import { Hero } from '@/components/home/hero'
import { HomePopups } from '@/components/home/home-popups'
import { LatestNews } from '@/components/home/latest-news'
import { RecentGalleries } from '@/components/home/recent-galleries'
import { SampleLectures } from '@/components/home/sample-lectures'
import { Seminars } from '@/components/home/seminars'
import { JsonLd } from '@/components/seo/json-ld'
import { ClientMessages } from '@/i18n/client-messages'
import { pageLocale } from '@/i18n/page-locale'
import { getCachedApplicationPeriod } from '@/lib/content/admission-rounds'
import { getGalleries, RECENT_GALLERIES_LIMIT } from '@/lib/content/galleries'
import { getPopups } from '@/lib/content/popups'
import { getSampleLectures } from '@/lib/content/sample-lectures'
import { getSocials } from '@/lib/content/socials'
import { getNewsPage } from '@/lib/content/news'
import { getHomeSeminars } from '@/lib/content/offline-seminars'
import { getSettings } from '@/lib/content/settings'
import { currentMinute } from '@/lib/content/time'
import { educationalOrganization } from '@/lib/seo/json-ld'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }> }

const HOME_NEWS_COUNT = 6

/** Popups have display windows to the minute, so the page may not stay cached longer than that. */
export const revalidate = 60

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const lang = pageLocale(locale)
  const settings = await getSettings(lang)
  return {
    ...pageMetadata({ locale: lang, path: '/', title: settings.school_name, description: settings.school_message }),
    title: { absolute: settings.school_name },
  }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  const lang = pageLocale(locale)
  const [settings, news, lectures, seminars, galleries, popups, socials, applicationPeriod] = await Promise.all([
    getSettings(lang),
    getNewsPage(1, HOME_NEWS_COUNT, false, lang),
    getSampleLectures(lang),
    getHomeSeminars(lang),
    getGalleries(RECENT_GALLERIES_LIMIT, lang),
    getPopups(currentMinute(), lang),
    getSocials(lang),
    getCachedApplicationPeriod(),
  ])
  return (
    <>
      <JsonLd data={educationalOrganization(settings, lang, socials.map((social) => social.url))} />
      {/* First in the main content, as they are first on the screen: the keyboard reaches them right after the skip link. */}
      <ClientMessages namespaces={['home']}>
        <HomePopups popups={popups} />
      </ClientMessages>
      <Hero settings={settings} />
      <div className="container">
        <ApplyCall window={applicationPeriod} locale={lang} />
      </div>
      <LatestNews news={news.data} />
      <Departments />
      <SampleLectures lectures={lectures} />
      <Seminars seminars={seminars} />
      <RecentGalleries galleries={galleries} />
    </>
  )
}
