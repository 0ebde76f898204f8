import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { isStaff, type StaffRole } from '../../lib/auth/staff'

/**
 * What a caller may do with a collection or global: Payload's four operations, and the acts that some
 * collections add as endpoints (an application's decision, an export, the whole resident number, …).
 */
export type Operation = 'read' | 'create' | 'update' | 'delete' | 'decide' | 'export' | 'reveal' | 'unlock' | 'review' | 'run'

/**
 * Who a rule speaks of: the staff roles, `own` (any active signed-in account, for its own documents only: its
 * account, its application, its files) and `anyone` (the public, for what is published: each collection's own
 * rule says what that is).
 */
export type Principal = StaffRole | 'own' | 'anyone'

type Rules = Partial<Record<Principal, readonly Operation[]>>

const WRITE = ['read', 'create', 'update', 'delete'] as const
/** The site's content: everyone reads what is published; admins and editors write it. */
const CONTENT: Rules = { anyone: ['read'], admin: WRITE, editor: WRITE }
/** Records only the site's own code writes: admins read them and delete what may go. */
const RECORDS: Rules = { admin: ['read', 'delete'] }

/**
 * The access matrix (PIPA's safety-measure standard: personal data only as a duty needs it), role × collection ×
 * operation. The collections' access rules read it (`staffMay`), the admin's menu follows it (`hiddenFromRole`), and
 * tests/contract/access-matrix.test.ts walks it over HTTP for every role. Whatever is not listed is refused.
 */
export const ACCESS_MATRIX = {
  // Pages, news, galleries, downloads, the calendar, popups and what they show: the editors' work.
  menus: CONTENT,
  'sub-menus': CONTENT,
  'static-pages': CONTENT,
  'academic-regulation': CONTENT,
  'ministry-of-ministry': CONTENT,
  'department-of-missiology': CONTENT,
  'department-of-pastoral-music': CONTENT,
  'academic-events': CONTENT,
  news: CONTENT,
  'offline-seminars': CONTENT,
  'weekly-news': CONTENT,
  'article-publications': CONTENT,
  downloads: CONTENT,
  'admission-counselling': CONTENT,
  faqs: CONTENT,
  galleries: CONTENT,
  'sample-lectures': CONTENT,
  popups: CONTENT,
  socials: CONTENT,
  'footer-banners': CONTENT,
  'subject-groups': CONTENT,
  departments: CONTENT,
  media: CONTENT,
  captions: CONTENT,
  files: CONTENT,
  // Professors' profiles carry their home address, phone and birth date (admins only, field by field) and link an account.
  professors: { anyone: ['read'], admin: WRITE },
  // Admissions: the applications (masked; the whole resident number after the re-asked code), their decisions and exports.
  // 입학 담당 run rounds but do not delete them; an admin may delete one that has no applications.
  'admission-rounds': { anyone: ['read'], admin: WRITE, admissions: ['read', 'create', 'update'] },
  applications: { own: ['read'], admin: ['read', 'update', 'delete', 'decide', 'export', 'reveal'], admissions: ['read', 'update', 'decide', 'export', 'reveal'] },
  'applicant-files': { own: ['read'], admin: WRITE, admissions: ['read', 'create', 'update'] },
  'student-number-counters': RECORDS,
  // Everything else with personal data or the site's running: admins only.
  users: { own: ['read'], admin: [...WRITE, 'unlock'] },
  'contact-messages': { admin: ['read', 'update', 'delete', 'export'] },
  'mail-outbox': RECORDS,
  'privacy-requests': { admin: ['read', 'update', 'delete'] },
  'access-log': { admin: ['read', 'delete', 'review'] },
  'rights-records': RECORDS,
  'destruction-register': { admin: ['read', 'run'] },
  'import-reports': RECORDS,
  'legacy-records': RECORDS,
  'search-entries': { admin: ['read'] },
  settings: { anyone: ['read'], admin: ['read', 'update'] },
  'consent-notices': { anyone: ['read'], admin: ['read', 'update'] },
  // Payload's own: a document's lock is any staff member's while they edit it; the jobs and their store are admins'.
  'payload-locked-documents': { admin: WRITE, editor: WRITE, admissions: WRITE },
  'payload-migrations': { admin: WRITE },
  'payload-kv': { admin: WRITE },
  // Editors read the queue for the drawer of a post's scheduled publishing; Payload's own code queues it.
  'payload-jobs': { admin: [...WRITE, 'run'], editor: ['read'] },
} as const satisfies Record<string, Rules>

export type Area = keyof typeof ACCESS_MATRIX

/** The rules of one collection or global; none for an unknown one. */
export const rulesOf = (area: string): Rules => (ACCESS_MATRIX as Record<string, Rules>)[area] ?? {}

/** A signed-in account that may act: pending, rejected and disabled accounts count as signed out. */
export const isActiveUser = (user: PayloadRequest['user']): user is NonNullable<PayloadRequest['user']> =>
  Boolean(user && user.collection === 'users' && user.state === 'active')

/**
 * The staff role an account may act in: active, of a staff type, and with a second factor (Korea's safety-measure
 * standard). A staff account without one can only set it up (cms/collections/users/second-factor-endpoints.ts), and
 * every rule counts it as no staff.
 */
export function actingRole(user: PayloadRequest['user']): StaffRole | null {
  if (!isActiveUser(user) || !isStaff(user) || !user.twoFactorSince) return null
  return user.type as StaffRole
}

/** Whether `user` may do `operation` to `area` as staff (not as the public, nor as the owner of a document). */
export const staffMay = (user: PayloadRequest['user'], area: Area, operation: Operation): boolean => {
  const role = actingRole(user)
  return role !== null && (rulesOf(area)[role] ?? []).includes(operation)
}

/** `staffMay` as a collection's or global's access rule. */
export const staffAccess =
  (area: Area, operation: Operation): Access =>
  ({ req }) =>
    staffMay(req.user, area, operation)

/** `staffMay` as a field's access rule. */
export const staffFieldAccess =
  (area: Area, operation: Operation): FieldAccess =>
  ({ req }) =>
    staffMay(req.user, area, operation)

/**
 * The admin's menu for `area`: a staff role sees what it may work on, and nothing else (the public's reads do not
 * count). Payload calls it with the signed-in account; the type alone decides, so an account still enrolling its
 * second factor sees the menu it will have.
 */
export const hiddenFromRole =
  (area: string) =>
  ({ user }: { user: { type?: string | null } | null }): boolean => {
    const role = user && isStaff(user) ? (user.type as StaffRole) : null
    return role === null || !(rulesOf(area)[role] ?? []).length
  }

