import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** A signed-in account that may act: pending, rejected and disabled accounts count as signed out. */
export const isActiveUser = (user: PayloadRequest['user']): user is NonNullable<PayloadRequest['user']> =>
  Boolean(user && user.collection === 'users' && user.state === 'active')

export const userIsAdmin = (user: PayloadRequest['user']): boolean => isActiveUser(user) && user.type === 'admin'

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
