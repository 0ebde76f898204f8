import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, userIsAdmin } from '../../access/is-admin'
import { selfOrAdmin } from '../../access/self-or-admin'
import { refuseIneligibleLogin } from '../../hooks/login-eligibility'
import { revalidateOnChange } from '../../hooks/revalidate'
import { localeField } from '../../fields/locale'
import { guardStateChange } from './hooks/guard-state-change'
import { releaseSignInTurnAfterError, releaseSignInTurnAfterLogin, takeSignInTurn } from './hooks/sign-in-turns'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ko: '사용자', en: 'User' }, plural: { ko: '사용자', en: 'Users' } },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Each sign-in is a session on the user; logging out removes it, so the token stops working at once.
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'type', 'state'],
    group: { ko: '계정', en: 'Accounts' },
  },
  hooks: {
    ...revalidateOnChange('statistics'),
    beforeOperation: [takeSignInTurn, refuseIneligibleLogin],
    beforeChange: [guardStateChange],
    afterOperation: [releaseSignInTurnAfterLogin],
    afterError: [releaseSignInTurnAfterError],
  },
  access: {
    admin: ({ req }) => userIsAdmin(req.user),
    read: selfOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', label: { ko: '이름', en: 'Name' }, type: 'text', required: true },
    {
      name: 'type',
      label: { ko: '유형', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'student',
      options: [
        { value: 'student', label: { ko: '학생', en: 'Student' } },
        { value: 'professor', label: { ko: '교수', en: 'Professor' } },
        { value: 'admin', label: { ko: '관리자', en: 'Admin' } },
      ],
      access: { update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'state',
      label: { ko: '상태', en: 'State' },
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { value: 'pending', label: { ko: '승인 대기', en: 'Pending' } },
        { value: 'active', label: { ko: '활성', en: 'Active' } },
        { value: 'rejected', label: { ko: '거절됨', en: 'Rejected' } },
        { value: 'disabled', label: { ko: '사용 중지', en: 'Disabled' } },
      ],
      access: { update: isAdminField },
      admin: { position: 'sidebar' },
    },
    localeField({ ko: '언어', en: 'Language' }),
  ],
}
