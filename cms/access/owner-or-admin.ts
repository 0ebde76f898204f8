import type { Access } from 'payload'

import { userIsAdmin } from './is-admin'

/** Admins read every document; a signed-in user only those whose `owner` they are. */
export const ownerOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (req.user?.collection === 'users') return { owner: { equals: req.user.id } }
  return false
}
