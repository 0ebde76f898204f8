import type { Access, Where } from 'payload'

import { userIsAdmin } from './is-admin'
import { orPreviewed } from './published-or-admin'

/** Published, switched-on documents inside their display window (startsAt/endsAt, either may be empty); admins see all. */
export const showingOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  const now = new Date().toISOString()
  const showing: Where = {
    and: [
      { _status: { equals: 'published' } },
      { active: { equals: true } },
      { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: now } }] },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: now } }] },
    ],
  }
  // A previewed popup shows whatever its status and window.
  return orPreviewed(req, 'popups', showing, [{ active: { equals: true } }])
}
