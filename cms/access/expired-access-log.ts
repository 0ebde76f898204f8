import type { Access } from 'payload'

import { accessLogCutoff } from '../../lib/privacy/access-log'
import { staffMay } from './roles'

/** The staff who may delete access log entries delete those past their two years, and no younger one. */
export const expiredAccessLog: Access = ({ req }) =>
  staffMay(req.user, 'access-log', 'delete') && { createdAt: { less_than: accessLogCutoff().toISOString() } }
