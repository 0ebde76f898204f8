/**
 * Staff: the accounts that reach other people's personal data, and so sign in under Korea's
 * safety-measure standard (their sign-ins logged, stronger passwords). Admins today; a later staff
 * role joins them here.
 */
export const isStaff = (account: { type?: string | null } | null | undefined): boolean => account?.type === 'admin'
