import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** A signed-in account that may act: pending, rejected and disabled accounts count as signed out. */
export const isActiveUser = (user: PayloadRequest['user']): user is NonNullable<PayloadRequest['user']> =>
  Boolean(user && user.collection === 'users' && user.state === 'active')

/**
 * An admin that may act as one: active, and with a second factor (Korea's safety-measure standard).
 * An admin account without one can only set it up (cms/collections/users/second-factor-endpoints.ts).
 */
export const userIsAdmin = (user: PayloadRequest['user']): boolean => isActiveUser(user) && user.type === 'admin' && Boolean(user.twoFactorSince)

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
