import type { Access } from 'payload'

import { isActiveUser, userIsAdmin } from './is-admin'

/** A signed-in user reads their own account; admins read all. */
export const selfOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (isActiveUser(req.user)) return { id: { equals: req.user.id } }
  return false
}
