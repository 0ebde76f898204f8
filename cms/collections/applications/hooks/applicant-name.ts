import type { FieldHook } from 'payload'

type Names = { nameHangul?: string | null; nameEnglish?: string | null }

/**
 * The name an application is titled by in the admin: the Hangul name, or the English name of a foreign applicant who
 * has none (nameEnglish is required). Taken from what is saved, or from the stored application when an update leaves
 * the names as they were.
 */
export const applicantName: FieldHook = ({ siblingData, originalDoc, value }) => {
  const names = { ...(originalDoc as Names | undefined), ...(siblingData as Names) }
  return names.nameHangul || names.nameEnglish || value
}
