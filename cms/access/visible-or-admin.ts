import type { Access } from 'payload'

import { userIsAdmin } from './is-admin'

/** Public readers see rows whose `visible` flag is on; admins see everything. */
export const visibleOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) || { visible: { equals: true } }
