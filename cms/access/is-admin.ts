import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const userIsAdmin = (user: PayloadRequest['user']): boolean =>
  Boolean(user && user.collection === 'users' && user.type === 'admin' && user.state === 'active')

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
