import type { Access } from 'payload'

import { accessLogCutoff } from '../../lib/privacy/access-log'
import { userIsAdmin } from './is-admin'

/** Admins may delete access log entries once they are past their two years, and no younger one. */
export const expiredAccessLog: Access = ({ req }) =>
  userIsAdmin(req.user) && { createdAt: { less_than: accessLogCutoff().toISOString() } }
