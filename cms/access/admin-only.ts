import type { CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isAdmin } from './is-admin'
import { visibleOrAdmin } from './visible-or-admin'

/** The common rule set: anyone reads, only admins write. */
export const publicReadAdminWrite: CollectionConfig['access'] = {
  read: anyone,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Collections with a visible flag: the public reads switched-on documents, only admins write. */
export const visibleReadAdminWrite: CollectionConfig['access'] = {
  read: visibleOrAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}

/** Private collections: only admins, in every operation. */
export const adminOnly: CollectionConfig['access'] = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
}
