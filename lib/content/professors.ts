import type { Locale, Professor, ProfessorGroups } from '../api/types'
import { cachedRead } from './cached'
import { pick, pickText } from './localize'
import { pickHtml } from './rich-text-html'
import { mediaUrlOrNull } from './media'
import { payloadClient } from '../payload/client'
import { findPublic, type PublicDoc } from './query'
import { TAGS } from './tags'

export const PROFESSOR_KINDS = ['full-time', 'adjunct'] as const
export type ProfessorKind = (typeof PROFESSOR_KINDS)[number]

type GroupDoc = PublicDoc<'subject-groups', 'name'>
/** The subject group is populated (depth 1) and, read in every language, localized too. */
type ProfessorDoc = Omit<PublicDoc<'professors', 'name' | 'details' | 'officeAddress' | 'detailsImage'>, 'subjectGroup'> & { subjectGroup?: GroupDoc | number | null }

/** A professor document (read with `locale: 'all'`, media populated) in the contract's shape. */
const toProfessor = (doc: ProfessorDoc, subjectName: string, locale: Locale): Professor => ({
  id: doc.id,
  name: pickText(doc.name, locale),
  photo: mediaUrlOrNull(doc.photo, 'card'),
  details: pickHtml(doc.details, locale),
  details_image: mediaUrlOrNull(pick(doc.detailsImage, locale), 'large'),
  address: pickText(doc.officeAddress, locale) || null,
  subject: { name: subjectName },
})

/** Visible professors of one kind, grouped by subject group (groups and members in admin-set order). */
export const getProfessorGroups = cachedRead('professors', [TAGS.professors], async (kind: ProfessorKind, locale: Locale): Promise<ProfessorGroups> => {
  const [groups, professors] = await Promise.all([
    findPublic<'subject-groups', 'name'>('subject-groups', { sort: 'order', depth: 0 }),
    findPublic<'professors', 'name' | 'details' | 'officeAddress' | 'detailsImage'>('professors', { where: { kind: { equals: kind } }, sort: 'order', depth: 1 }),
  ])
  const result: ProfessorGroups = {}
  for (const group of groups.docs) {
    const name = pickText(group.name, locale)
    const members = (professors.docs as unknown as ProfessorDoc[])
      .filter((doc) => (typeof doc.subjectGroup === 'object' ? doc.subjectGroup?.id : doc.subjectGroup) === group.id)
      .map((doc) => toProfessor(doc, name, locale))
    if (members.length > 0) result[name] = members
  }
  return result
})

/** The public profile linked to a professor's account (professors.user), in the shape of GET /api/professors; null when none is linked. */
export async function getProfessorProfile(userId: number, locale: Locale): Promise<Professor | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'professors',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 1,
    locale: 'all',
    overrideAccess: true,
  })
  const doc = docs[0] as unknown as ProfessorDoc | undefined
  if (!doc) return null
  const subject = typeof doc.subjectGroup === 'object' && doc.subjectGroup ? pickText(doc.subjectGroup.name, locale) : ''
  return toProfessor(doc, subject, locale)
}
