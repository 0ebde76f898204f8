import type { Field, FieldAccess } from 'payload'

const nobody: FieldAccess = () => false
const writtenByTheServerOnly = { create: nobody, update: nobody }

/**
 * An account's second factor (time-based codes, RFC 6238). The secret is encrypted with the site's
 * key and, like the step of the last accepted code, hidden from every answer of the API and the
 * admin; only the server's own code (access control off) writes them.
 */
export const secondFactorFields: Field[] = [
  {
    name: 'twoFactorSince',
    label: { ko: '2단계 인증 등록', en: 'Two-step sign-in since' },
    type: 'date',
    access: writtenByTheServerOnly,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: { ko: '비어 있으면(—) 비밀번호만으로 로그인하는 계정입니다.', en: 'Empty (—): the account signs in with its password only.' },
      components: { Field: '/cms/admin/read-only-date#ReadOnlyDate' },
    },
  },
  // A colleague's second factor, reset by the roles that change accounts (a lost phone without its recovery codes).
  { name: 'secondFactorReset', type: 'ui', admin: { position: 'sidebar', components: { Field: '/cms/admin/second-factor-reset#SecondFactorReset' } } },
  { name: 'totpSecret', type: 'text', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  { name: 'totpLastStep', type: 'number', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  // A secret shown for enrollment, kept aside until its first code confirms it.
  { name: 'totpPendingSecret', type: 'text', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  // The recovery codes not used yet, each hashed (lib/auth/second-factor/recovery-codes.ts).
  { name: 'recoveryCodes', type: 'json', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  // When each session last gave its code again, by session id, for the most sensitive acts (lib/auth/second-factor/recent-proof.ts).
  { name: 'secondFactorProofs', type: 'json', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  // The wrong codes given again since the last right one, per session and for the account; no unlock resets them (lib/auth/second-factor/recent-proof.ts).
  { name: 'secondFactorRefusals', type: 'json', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
  // The account's passkeys, their keys, counters and last uses (lib/auth/passkeys/passkeys.ts).
  { name: 'passkeys', type: 'json', hidden: true, access: { read: nobody, ...writtenByTheServerOnly } },
]
