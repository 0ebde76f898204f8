import type { Locale, NewsItem, OfflineSeminar, Settings } from '../api/types'
import { absoluteUrl, describe, siteOrigin } from './metadata'

/** One schema.org node as JSON-LD; render it with components/seo/json-ld.tsx. */
export type JsonLdNode = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown }

const CONTEXT = 'https://schema.org' as const
const LANGUAGE_TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US' }

/** Media URLs are site paths (/media/...) or absolute object-store URLs; JSON-LD needs absolute ones. */
const absoluteMedia = (url: string): string | undefined => (url ? new URL(url, `${siteOrigin()}/`).toString() : undefined)

const organizationRef = (settings: Pick<Settings, 'school_name'>, locale: Locale): JsonLdNode => ({
  '@type': 'EducationalOrganization',
  name: settings.school_name,
  url: absoluteUrl(locale, '/'),
  logo: absoluteMedia('/images/apple-touch-icon.png'),
})

/** The school, for the home page: name, address and contacts from the settings; `sameAs` takes its social profiles. */
export function educationalOrganization(settings: Settings, locale: Locale, sameAs: string[] = []): JsonLdNode {
  return {
    '@context': CONTEXT,
    ...organizationRef(settings, locale),
    description: settings.school_message || undefined,
    image: absoluteMedia('/images/og-default.png'),
    telephone: settings.phone || undefined,
    email: settings.email || undefined,
    address: settings.street
      ? { '@type': 'PostalAddress', streetAddress: settings.street, addressLocality: settings.city || undefined, postalCode: settings.postal_code || undefined, addressCountry: 'KR' }
      : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }
}

/** A news detail page (/news/announcement/{slug}); pass the school's name to name the publisher. */
export function newsArticle(item: NewsItem, locale: Locale, schoolName?: string): JsonLdNode {
  const url = absoluteUrl(locale, `/news/announcement/${item.slug}`)
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary || (item.content ? describe(item.content) : undefined),
    image: item.cover ? [absoluteMedia(item.cover)] : undefined,
    datePublished: item.created_at_raw,
    dateModified: item.created_at_raw,
    inLanguage: LANGUAGE_TAGS[locale],
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: schoolName ? organizationRef({ school_name: schoolName }, locale) : undefined,
  }
}

/** The school's address as a schema.org Place, where its events take place. */
const schoolPlace = (settings: Settings): JsonLdNode => ({
  '@type': 'Place',
  name: settings.school_name,
  address: { '@type': 'PostalAddress', streetAddress: settings.street || undefined, addressLocality: settings.city || undefined, postalCode: settings.postal_code || undefined, addressCountry: 'KR' },
})

type SeminarEventInput = { seminar: OfflineSeminar; locale: Locale; url: string; startDate: string | null; settings: Settings }

/** An offline seminar shown at `url` (an absolute URL, e.g. absoluteUrl(locale, '/community/offline-seminar/1')), held at the school. */
export function seminarEvent({ seminar, locale, url, startDate, settings }: SeminarEventInput): JsonLdNode {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: seminar.title,
    description: seminar.content ? describe(seminar.content) : undefined,
    image: seminar.preview_image ? [absoluteMedia(seminar.preview_image)] : undefined,
    startDate: startDate ?? undefined,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: schoolPlace(settings),
    organizer: organizationRef(settings, locale),
    inLanguage: LANGUAGE_TAGS[locale],
    url,
  }
}
