import type { Locale, NewsItem, OfflineSeminar, Settings } from '../api/types'
import { absoluteUrl, DEFAULT_OG_IMAGE, describe, siteOrigin } from './metadata'

/** One schema.org node as JSON-LD; render it with components/seo/json-ld.tsx. */
export type JsonLdNode = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown }

const CONTEXT = 'https://schema.org' as const
const LANGUAGE_TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

/** Media URLs are site paths (/media/...) or absolute object-store URLs; JSON-LD needs absolute ones. */
const absoluteMedia = (url: string): string | undefined => (url ? new URL(url, `${siteOrigin()}/`).toString() : undefined)

const LOGO = { path: '/images/apple-touch-icon.png', size: 180 }

/** The school as an organization: the author and publisher of its news, the organizer of its events. */
const organizationRef = (settings: Pick<Settings, 'school_name'>, locale: Locale): JsonLdNode => ({
  '@type': 'EducationalOrganization',
  name: settings.school_name,
  url: absoluteUrl(locale, '/'),
  logo: { '@type': 'ImageObject', url: absoluteMedia(LOGO.path), width: LOGO.size, height: LOGO.size },
})

/** The school, for the home page: name, address and contacts from the settings; `sameAs` takes its social profiles. */
export function educationalOrganization(settings: Settings, locale: Locale, sameAs: string[] = []): JsonLdNode {
  return {
    '@context': CONTEXT,
    ...organizationRef(settings, locale),
    description: settings.school_message || undefined,
    image: absoluteMedia(DEFAULT_OG_IMAGE),
    telephone: settings.phone || undefined,
    email: settings.email || undefined,
    address: settings.street
      ? { '@type': 'PostalAddress', streetAddress: settings.street, addressLocality: settings.city || undefined, postalCode: settings.postal_code || undefined, addressCountry: 'KR' }
      : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }
}

/** A news detail page (/news/announcement/{slug}), written and published by the school. */
export function newsArticle(item: NewsItem, locale: Locale, schoolName: string): JsonLdNode {
  const url = absoluteUrl(locale, `/news/announcement/${item.slug}`)
  const school = organizationRef({ school_name: schoolName }, locale)
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary || (item.content ? describe(item.content) : undefined),
    image: [absoluteMedia(item.cover || DEFAULT_OG_IMAGE)],
    datePublished: item.created_at_raw,
    dateModified: item.created_at_raw,
    inLanguage: LANGUAGE_TAGS[locale],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: school,
    publisher: school,
  }
}

/** The school's address as a schema.org Place, where its events take place. */
const schoolPlace = (settings: Settings): JsonLdNode => ({
  '@type': 'Place',
  name: settings.school_name,
  address: { '@type': 'PostalAddress', streetAddress: settings.street || undefined, addressLocality: settings.city || undefined, postalCode: settings.postal_code || undefined, addressCountry: 'KR' },
})

type SeminarEventInput = { seminar: OfflineSeminar; locale: Locale; url: string; startDate: string; settings: Settings }

/** An offline seminar shown at `url` (an absolute URL, e.g. absoluteUrl(locale, '/community/offline-seminar/1')), held at the school. */
export function seminarEvent({ seminar, locale, url, startDate, settings }: SeminarEventInput): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: seminar.title,
    description: seminar.content ? describe(seminar.content) : undefined,
    image: [absoluteMedia(seminar.preview_image || DEFAULT_OG_IMAGE)],
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: schoolPlace(settings),
    organizer: organizationRef(settings, locale),
    inLanguage: LANGUAGE_TAGS[locale],
    url,
  }
}
