import type { CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isAdmin } from './is-admin'

/** The common rule set: anyone reads, only admins write. */
export const publicReadAdminWrite: CollectionConfig['access'] = {
  read: anyone,
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
