import type { Payload, Where } from 'payload'

import { isoDay } from '../format/dates'
import { ACCESS_LOG, type AccessAction } from './access-log'

/** How far back the monthly review of the access log looks. */
export const REVIEW_DAYS = 30

const EXPORTS: AccessAction[] = ['exportApplications', 'exportContactMessages']
const DOWNLOADS: AccessAction[] = ['downloadFile']
const LIST_READS: AccessAction[] = ['listApplications', 'listContactMessages']
const READS: AccessAction[] = [...LIST_READS, 'viewApplication', 'viewContactMessage']

type Entry = { action: AccessAction; actor?: number | { id: number } | null; actorName?: string | null; actorEmail?: string | null; address?: string | null; details?: unknown; createdAt: string }

/** What stands out in the access log of the last REVIEW_DAYS days, for the monthly review (개인정보의 안전성 확보조치 기준 제8조). */
export type AccessReview = {
  from: string
  to: string
  /** The last review marked done, by whom. */
  lastReview: { at: string; by: string | null } | null
  /** No review marked done yet in this calendar month (the school's time). */
  due: boolean
  /** Exports, downloads and reads (lines, and the records they covered) of personal data, per staff member, most exports and downloads first. */
  perStaff: { who: string; exports: number; downloads: number; reads: number; records: number }[]
  /** Sign-ins from an address the account had not signed in from before. */
  newAddresses: { who: string; address: string; at: string }[]
  /** Refused codes of the second factor, per staff member. */
  failedCodes: { who: string; count: number }[]
}

const who = (entry: Entry) => entry.actorEmail ?? entry.actorName ?? '?'
const actorId = (entry: Entry) => (typeof entry.actor === 'object' ? entry.actor?.id : entry.actor) ?? null
const reasonOf = (details: unknown) => (details && typeof details === 'object' ? (details as { reason?: unknown }).reason : undefined)
/** The records a read covered: a list's count, one for a single document. */
const recordsOf = (entry: Entry) => {
  if (!LIST_READS.includes(entry.action)) return 1
  const count = entry.details && typeof entry.details === 'object' ? (entry.details as { count?: unknown }).count : undefined
  return typeof count === 'number' ? count : 0
}

/** The first moment of `now`'s calendar month in the school's time zone (UTC+9, no daylight saving). */
export function monthStart(now: Date): Date {
  return new Date(`${isoDay(now.toISOString()).slice(0, 7)}-01T00:00:00+09:00`)
}

async function entriesOf(payload: Payload, where: Where, limit?: number): Promise<Entry[]> {
  const { docs } = await payload.find({
    collection: ACCESS_LOG,
    where,
    sort: limit ? '-createdAt' : 'createdAt',
    depth: 0,
    overrideAccess: true,
    ...(limit ? { limit } : { pagination: false }),
  })
  return docs as unknown as Entry[]
}

export async function accessReview(payload: Payload, now: Date = new Date()): Promise<AccessReview> {
  const from = new Date(now.getTime() - REVIEW_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const [recent, [last]] = await Promise.all([
    entriesOf(payload, { and: [{ createdAt: { greater_than_equal: from } }, { action: { in: [...EXPORTS, ...DOWNLOADS, ...READS, 'signIn', 'signInFailed'] } }] }),
    entriesOf(payload, { action: { equals: 'accessReviewed' } }, 1),
  ])

  const counts = new Map<string, { exports: number; downloads: number; reads: number; records: number }>()
  for (const entry of recent) {
    const kind = EXPORTS.includes(entry.action) ? 'exports' : DOWNLOADS.includes(entry.action) ? 'downloads' : READS.includes(entry.action) ? 'reads' : null
    if (!kind) continue
    const count = counts.get(who(entry)) ?? { exports: 0, downloads: 0, reads: 0, records: 0 }
    count[kind]++
    if (kind === 'reads') count.records += recordsOf(entry)
    counts.set(who(entry), count)
  }

  const signIns = recent.filter((entry) => entry.action === 'signIn' && actorId(entry) !== null)
  const actors = [...new Set(signIns.map(actorId))]
  const earlier = actors.length ? await entriesOf(payload, { and: [{ action: { equals: 'signIn' } }, { createdAt: { less_than: from } }, { actor: { in: actors } }] }) : []
  const seen = new Set(earlier.map((entry) => `${actorId(entry)} ${entry.address}`))
  const newAddresses: AccessReview['newAddresses'] = []
  for (const entry of signIns) {
    const key = `${actorId(entry)} ${entry.address}`
    if (!seen.has(key)) newAddresses.push({ who: who(entry), address: entry.address ?? '?', at: entry.createdAt })
    seen.add(key)
  }

  const failed = new Map<string, number>()
  for (const entry of recent) if (entry.action === 'signInFailed' && reasonOf(entry.details) === 'code') failed.set(who(entry), (failed.get(who(entry)) ?? 0) + 1)

  return {
    from,
    to: now.toISOString(),
    lastReview: last ? { at: last.createdAt, by: who(last) } : null,
    due: !last || new Date(last.createdAt) < monthStart(now),
    perStaff: [...counts].map(([name, count]) => ({ who: name, ...count })).sort((a, b) => b.exports + b.downloads - (a.exports + a.downloads) || b.records - a.records),
    newAddresses: newAddresses.reverse(),
    failedCodes: [...failed].map(([name, count]) => ({ who: name, count })).sort((a, b) => b.count - a.count),
  }
}
