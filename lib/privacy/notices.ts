import type { Payload } from 'payload'

import type { ConsentNotice } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { cachedRead } from '../content/cached'
import { payloadClient } from '../payload/client'
import { TAGS } from '../content/tags'

export type ConsentNoticeTexts = { applicationPrivacy: string; applicationUniqueId: string; applicationSensitive: string; contactPrivacy: string }

/** The consent notices in one language, as the forms show them beside their boxes. */
export const getConsentNotices = cachedRead('consent-notices', [TAGS.consentNotices], async (locale: Locale): Promise<ConsentNoticeTexts> => {
  const payload = await payloadClient()
  const doc: ConsentNotice = await payload.findGlobal({ slug: 'consent-notices', locale, depth: 0, overrideAccess: true })
  return {
    applicationPrivacy: doc.applicationPrivacy ?? '',
    applicationUniqueId: doc.applicationUniqueId ?? '',
    applicationSensitive: doc.applicationSensitive ?? '',
    contactPrivacy: doc.contactPrivacy ?? '',
  }
})

/**
 * The version of the notices in force now: the id of the newest version Payload keeps of the global,
 * which holds the texts in both languages. Read fresh, never from a cache. Null while staff have never saved them.
 */
export async function currentNoticeVersion(payload: Payload): Promise<number | null> {
  const { docs } = await payload.findGlobalVersions({ slug: 'consent-notices', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
  const id = docs[0]?.id
  return id === undefined ? null : Number(id)
}

/** What is stored with an application or a message: the boxes ticked, the notices' version and the moment. */
export async function consentRecord<B extends string>(payload: Payload, boxes: Record<B, boolean>) {
  return { ...boxes, noticeVersion: await currentNoticeVersion(payload), agreedAt: new Date().toISOString() }
}
