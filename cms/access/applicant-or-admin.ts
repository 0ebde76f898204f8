import type { Access } from 'payload'

import { userIsAdmin } from './is-admin'

/** Admins read every application; a signed-in user only their own. */
export const applicantOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (req.user?.collection === 'users') return { user: { equals: req.user.id } }
  return false
}
