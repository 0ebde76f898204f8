import { UNIQUE_ID_FIELDS } from '../../registration/identifiers'
import { isStaff } from '../staff'

/**
 * Which changes of a document are sensitive acts (those that need a recent code), told from what is sent and what was there: the
 * server's hooks refuse them without a recent code (askAgainForPapers, askAgainForAccounts), and the admin's Save
 * asks for the code before sending them (cms/admin/proven-save-button.tsx). One rule for both, so neither asks alone.
 */

/** A document as sent or stored: its fields by name. */
type Fields = object
const fieldsOf = (document: Fields) => document as Record<string, unknown>

const DOCUMENTS = ['photo', 'confessionOfFaithFile', 'studyPlan', 'theologicalDissertationFile'] as const
const STORED_NUMBER = ['citizenshipNoEncrypted', 'citizenshipNoMasked', 'uniqueIdKind'] as const

const idOf = (value: unknown): string => String((value && typeof value === 'object' && 'id' in value ? value.id : value) ?? '')

/** An application's documents (its photo and files) or its unique identifier (resident, alien registration or passport number). */
export function changesPapers(sentFields: Fields, originalFields: Fields): boolean {
  const [sent, original] = [fieldsOf(sentFields), fieldsOf(originalFields)]
  const number =
    Object.values(UNIQUE_ID_FIELDS).some((field) => typeof sent[field] === 'string' && sent[field].trim() !== '') ||
    STORED_NUMBER.some((key) => sent[key] !== undefined && (sent[key] ?? '') !== (original[key] ?? ''))
  const documents = DOCUMENTS.some((key) => sent[key] !== undefined && idOf(sent[key]) !== idOf(original[key]))
  return number || documents
}

/** A new password, or an e-mail other than the account's: what signs in as the account. */
export const changesCredentials = (sent: Record<string, unknown>, original: { email?: unknown }): boolean =>
  (typeof sent.password === 'string' && sent.password !== '') || (typeof sent.email === 'string' && sent.email.toLowerCase().trim() !== original.email)

type Actor = { id: number | string; twoFactorSince?: string | null }
type Account = { id: number | string; email?: unknown; type?: unknown }

/**
 * The steps of taking an account over: making a staff account (any staff role), any change to another staff account
 * (its role, state, name, password or e-mail), another account's role, password or e-mail, and one's own password or
 * e-mail (once the account has a second factor to give: the first admin changes its generated password before it
 * enrolls). With a staff role come the admin and, by role, others' data; with the credentials, the account.
 */
export function takesOverAccount(sentFields: Fields, original: Account | null | undefined, actor: Actor): boolean {
  const sent = fieldsOf(sentFields)
  if (!original) return isStaff(sent as { type?: string })
  const credentials = changesCredentials(sent, original)
  if (String(original.id) === String(actor.id)) return credentials && Boolean(actor.twoFactorSince)
  return isStaff(original as { type?: string }) || credentials || (sent.type !== undefined && sent.type !== original.type)
}
