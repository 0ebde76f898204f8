import type { Access, Where } from 'payload'

import { orPreviewed } from './published-or-staff'
import { staffMay } from './roles'

/** Published, switched-on documents inside their display window (startsAt/endsAt, either may be empty); the staff who may read popups see all. */
export const showingOrStaff: Access = ({ req }) => {
  if (staffMay(req.user, 'popups', 'read')) return true
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
