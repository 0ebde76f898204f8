import type { Access } from 'payload'

import { userIsAdmin } from './is-admin'

/** A signed-in user reads their own account; admins read all. */
export const selfOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
