/**
 * Staff passwords (개인정보의 안전성 확보조치 기준 해설서): at least 10 characters of two kinds, or
 * 8 of three, the kinds being capital letters, small letters, digits and everything else; and not
 * the e-mail's name inside. Students' and professors' passwords keep the site's plain minimum.
 */
export const STAFF_PASSWORD_RULE = [
  { length: 10, kinds: 2 },
  { length: 8, kinds: 3 },
] as const

/** Why a staff password is refused. */
export type StaffPasswordProblem = 'weak' | 'containsName'

/** A name this short is found inside too many good passwords to hold it against them. */
const SHORTEST_NAME = 3

const KINDS = [/\p{Lu}/u, /\p{Ll}/u, /\p{Nd}/u, /[^\p{Lu}\p{Ll}\p{Nd}]/u]

const kindsIn = (password: string) => KINDS.filter((kind) => kind.test(password)).length

export function staffPasswordProblem(password: string, email: string): StaffPasswordProblem | null {
  const length = [...password].length
  const kinds = kindsIn(password)
  if (!STAFF_PASSWORD_RULE.some((rule) => length >= rule.length && kinds >= rule.kinds)) return 'weak'
  const name = email.split('@')[0].toLowerCase()
  if (name.length >= SHORTEST_NAME && password.toLowerCase().includes(name)) return 'containsName'
  return null
}
