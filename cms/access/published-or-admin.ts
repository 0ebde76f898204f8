import type { Access } from 'payload'

import { userIsAdmin } from './is-admin'

/** For collections with drafts: the public reads only published documents. */
export const publishedOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) || { _status: { equals: 'published' } }
