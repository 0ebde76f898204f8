import type { Access } from 'payload'

import { isActiveUser, userIsAdmin } from './is-admin'

/** Admins read every application; a signed-in user only their own. */
export const applicantOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (isActiveUser(req.user)) return { user: { equals: req.user.id } }
  return false
}
