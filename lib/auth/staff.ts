/**
 * The staff roles, from the most trusted: admins do everything; editors the site's content (pages, news, galleries,
 * downloads, the calendar, popups); admissions the applications. What each may do is cms/access/roles.ts's matrix.
 */
export const STAFF_ROLES = ['admin', 'editor', 'admissions'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** The role a new staff account starts with: the one that reaches no one's personal data. */
export const LEAST_STAFF_ROLE: StaffRole = 'editor'

/**
 * Staff: the accounts that work in the admin, and so sign in under Korea's safety-measure standard (a second factor,
 * their sign-ins logged, stronger passwords, sessions that end unused), whatever their role.
 */
export const isStaff = (account: { type?: string | null } | null | undefined): boolean => (STAFF_ROLES as readonly (string | null | undefined)[]).includes(account?.type)
