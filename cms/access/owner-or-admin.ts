import type { Access } from 'payload'

import { isActiveUser, userIsAdmin } from './is-admin'

/** Admins read every document; a signed-in user only those whose `owner` they are. */
export const ownerOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (isActiveUser(req.user)) return { owner: { equals: req.user.id } }
  return false
}
