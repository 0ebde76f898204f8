import type { CollectionConfig } from 'payload'

import { isActiveUser, staffFieldAccess, staffMay } from '../../access/roles'
import { ownOrStaff, staffRules } from '../../access/staff-rules'
import { isStaff, LEAST_STAFF_ROLE } from '../../../lib/auth/staff'
import { refuseIneligibleLogin } from '../../hooks/login-eligibility'
import { idleSessionsStrategy } from '../../../lib/auth/idle-sessions'
import { upgradeLegacyPassword } from '../../../lib/auth/legacy-password'
import { revalidateOnChange } from '../../hooks/revalidate'
import { localeField } from '../../fields/locale'
import { askingComponents } from '../../admin/asking-components'
import { askAgainBefore } from '../../hooks/ask-again'
import { askAgainForAccounts } from './hooks/ask-again-for-accounts'
import { requireCurrentPassword } from './hooks/current-password'
import { guardStateChange } from './hooks/guard-state-change'
import { countRefusedCodeAfterError, endSessionAfterReset, keepSignInCode, requireSecondFactor } from './hooks/second-factor'
import { releaseSignInLockAfterError, releaseSignInLockAfterLogin, takeSignInLock } from './hooks/sign-in-lock'
import { recordRightsOnChange, recordRightsOnDelete } from './hooks/record-rights'
import { guardUnlock, recordUnlock } from './hooks/unlock'
import { checkStaffPassword, checkStaffPasswordOnReset, clearChangeRequired } from './hooks/staff-password'
import { noteSignIn, recordFailedSignInAfterError, recordSignIn } from './hooks/record-sign-ins'
import { changePasswordEndpoint } from './password-endpoint'
import { passkeyEndpoints } from './passkey-endpoints'
import { secondFactorEndpoints } from './second-factor-endpoints'
import { secondFactorFields } from './second-factor-fields'
import { sessionEndpoints } from './session-endpoints'

const statistics = revalidateOnChange('statistics')

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ko: '사용자', en: 'User' }, plural: { ko: '사용자', en: 'Users' } },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Each sign-in is a session on the user; logging out removes it, so the token stops working at once.
    useSessions: true,
    // Staff sessions also end when unused for the settings' idle minutes (lib/auth/idle-sessions.ts).
    strategies: [idleSessionsStrategy],
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'type', 'state'],
    group: { ko: '계정', en: 'Accounts' },
    components: askingComponents('accounts'),
  },
  hooks: {
    beforeOperation: [noteSignIn, takeSignInLock, refuseIneligibleLogin, upgradeLegacyPassword, keepSignInCode, checkStaffPasswordOnReset, guardUnlock, askAgainBefore('delete')],
    beforeLogin: [requireSecondFactor],
    beforeValidate: [checkStaffPassword],
    beforeChange: [askAgainForAccounts, requireCurrentPassword, guardStateChange],
    // The public statistics count active students.
    afterChange: [...statistics.afterChange, clearChangeRequired, recordRightsOnChange],
    afterDelete: [...statistics.afterDelete, recordRightsOnDelete],
    afterOperation: [endSessionAfterReset, releaseSignInLockAfterLogin, recordSignIn, recordUnlock],
    afterError: [countRefusedCodeAfterError, recordFailedSignInAfterError, releaseSignInLockAfterError],
  },
  access: {
    // Staff still without a second factor enter only to set it up (cms/admin/sign-in/required-steps.ts); every rule counts them as no staff.
    admin: ({ req }) => isActiveUser(req.user) && isStaff(req.user),
    ...staffRules('users'),
    read: ownOrStaff('users', 'id'),
    // Another account's lock only (hooks/unlock.ts): a session that could lift its own lock could guess its code on.
    unlock: ({ req }) => (req.user && staffMay(req.user, 'users', 'unlock') ? { id: { not_equals: req.user.id } } : false),
  },
  endpoints: [...secondFactorEndpoints, ...passkeyEndpoints, changePasswordEndpoint, ...sessionEndpoints],
  fields: [
    // One's own new password needs the current one (hooks/current-password.ts); no column, never holds a value.
    {
      name: 'currentPassword',
      label: { ko: '현재 비밀번호', en: 'Current password' },
      type: 'text',
      virtual: true,
      admin: { disableListColumn: true, disableListFilter: true, components: { Field: '/cms/admin/current-password#CurrentPassword' } },
    },
    // The staff rule under Payload's password fields while a staff password is set (cms/admin/password-rule.tsx).
    { name: 'passwordRule', type: 'ui', admin: { disableListColumn: true, components: { Field: '/cms/admin/password-rule#PasswordRule' } } },
    { name: 'name', label: { ko: '이름', en: 'Name' }, type: 'text', required: true },
    {
      name: 'type',
      label: { ko: '유형', en: 'Type' },
      type: 'select',
      required: true,
      // An account made in the admin is a colleague's: it starts with the role that reaches no one's personal data.
      // Applicants' accounts are made by the registration form, which says so.
      defaultValue: LEAST_STAFF_ROLE,
      options: [
        { value: 'student', label: { ko: '학생', en: 'Student' } },
        { value: 'professor', label: { ko: '교수', en: 'Professor' } },
        { value: 'editor', label: { ko: '편집자', en: 'Editor' } },
        { value: 'admissions', label: { ko: '입학 담당', en: 'Admissions' } },
        { value: 'admin', label: { ko: '관리자', en: 'Admin' } },
      ],
      access: { update: staffFieldAccess('users', 'update') },
      admin: {
        position: 'sidebar',
        description: {
          ko: '편집자: 페이지·소식·갤러리·자료실·학사일정·팝업. 입학 담당: 입학 지원서(가림 처리)·합격 처리·내보내기. 관리자: 모두. 직원은 2단계 인증이 필요합니다.',
          en: 'Editor: pages, news, galleries, downloads, calendar, popups. Admissions: applications (masked), decisions, exports. Admin: everything. Staff need two-step sign-in.',
        },
      },
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
      access: { update: staffFieldAccess('users', 'update') },
      admin: { position: 'sidebar' },
    },
    localeField({ ko: '언어', en: 'Language' }),
    // The old site's bcrypt hash of an imported account, until its first sign-in replaces it (lib/auth/legacy-password.ts).
    { name: 'legacyPasswordHash', type: 'text', hidden: true },
    // A password the site generated (the first admin's, scripts/seed/accounts.ts): changed at the first sign-in (cms/admin/sign-in/required-steps.ts).
    { name: 'passwordChangeRequired', type: 'checkbox', defaultValue: false, access: { create: () => false, update: () => false }, admin: { hidden: true } },
    ...secondFactorFields,
    // One's own passkeys, on one's own account page: add, list, remove (no column: the list is read from its endpoint).
    { name: 'passkeyList', type: 'ui', admin: { components: { Field: '/cms/admin/passkeys#Passkeys' } } },
  ],
}
