import type { Application } from '@/cms/payload-types'

type StoredMail = Pick<Application, 'resultMail' | 'resultMailClaim'>

/**
 * The mail owed after a result changed past the announcement. A mail claimed by a sending run is going out with the old
 * result (it is marked sent only once it went), so the applicant is owed a "changed" mail, as after one already sent.
 * Only a mail nobody has claimed yet is still the first one, due with the new result.
 */
export const mailAfterChange = (stored: StoredMail | null | undefined): 'changed' | 'due' => (stored?.resultMail === 'sent' || stored?.resultMailClaim ? 'changed' : 'due')
