import type { Access, CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isActiveUser, staffAccess, staffMay, type Area } from './roles'

/** A collection's four operations as the access matrix (cms/access/roles.ts) gives them to the staff roles, and to no one else. */
export const staffRules = (area: Area): NonNullable<CollectionConfig['access']> => ({
  read: staffAccess(area, 'read'),
  create: staffAccess(area, 'create'),
  update: staffAccess(area, 'update'),
  delete: staffAccess(area, 'delete'),
})

/** Content without a visible flag: anyone reads, the matrix's staff write. */
export const publicReadStaffWrite = (area: Area): NonNullable<CollectionConfig['access']> => ({ ...staffRules(area), read: anyone })

/** Public readers see rows whose `visible` flag is on; the staff who may read the collection see everything. */
export const visibleOrStaff =
  (area: Area): Access =>
  ({ req }) =>
    staffMay(req.user, area, 'read') || { visible: { equals: true } }

/** Collections with a visible flag: the public reads switched-on documents, the matrix's staff write. */
export const visibleReadStaffWrite = (area: Area): NonNullable<CollectionConfig['access']> => ({ ...staffRules(area), read: visibleOrStaff(area) })

/**
 * The staff who may read the collection read every document; any other signed-in account only its own, whose
 * `ownerField` it is (`id` for the accounts themselves).
 */
export const ownOrStaff =
  (area: Area, ownerField: string): Access =>
  ({ req }) => {
    if (staffMay(req.user, area, 'read')) return true
    if (isActiveUser(req.user)) return { [ownerField]: { equals: req.user.id } }
    return false
  }
