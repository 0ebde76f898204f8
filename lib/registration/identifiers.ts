/**
 * The unique identifiers (고유식별정보, PIPA Art. 24) an application may carry: a Korean applicant's resident
 * registration number, or a foreign applicant's alien registration number (외국인등록번호) or passport number.
 * Each is collected only with the same consent, stored only encrypted beside its masked form, revealed to an
 * admin through the logged 보기 and destroyed with the application (cms/collections/applications).
 */
export const UNIQUE_ID_KINDS = ['citizenship', 'alienRegistration', 'passport'] as const
export type UniqueIdKind = (typeof UNIQUE_ID_KINDS)[number]

/** The form's (and docs/api.md's) name of each identifier, and the admin's virtual field that takes a new one. */
export const UNIQUE_ID_INPUTS = { citizenship: 'citizenship_no', alienRegistration: 'alien_registration_no', passport: 'passport_no' } as const satisfies Record<UniqueIdKind, string>
export type UniqueIdInput = (typeof UNIQUE_ID_INPUTS)[UniqueIdKind]
export const UNIQUE_ID_FIELDS = { citizenship: 'citizenshipNo', alienRegistration: 'alienRegistrationNo', passport: 'passportNo' } as const satisfies Record<UniqueIdKind, string>

/** 13 digits, the dash optional, the first six a plausible YYMMDD; the 7th digit returned for the caller's rule. */
function thirteenDigits(value: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})-?(\d)\d{6}$/.exec(value)
  if (!match) return null
  const month = Number(match[2])
  const day = Number(match[3])
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? match[4] : null
}

/** A resident registration number's shape. (No check digit: numbers given since October 2020 have none.) */
export const isCitizenshipNoShape = (value: string): boolean => thirteenDigits(value) !== null

/** An alien registration number: the resident number's shape, its 7th digit 5–8 (a foreigner's century and sex). */
export function isAlienRegistrationNoShape(value: string): boolean {
  const seventh = thirteenDigits(value)
  return seventh !== null && seventh >= '5' && seventh <= '8'
}

/** A passport number as typed: spaces and dashes dropped, letters in capitals. */
export const normalizePassportNo = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase()

/** ICAO Doc 9303's document number: at most 9 letters and digits; fewer than 6 is a typing slip, not a passport. */
export const isPassportNoShape = (value: string): boolean => /^[A-Z0-9]{6,9}$/.test(normalizePassportNo(value))

/** The canonical form `YYMMDD-NNNNNNN` of a 13-digit number typed with or without the dash. */
export const normalizeThirteenDigits = (value: string): string => {
  const digits = value.replace(/\D/g, '')
  return `${digits.slice(0, 6)}-${digits.slice(6)}`
}

/**
 * A 13-digit number as it may be shown: birth date and the first digit of the second part (century and
 * sex), the rest hidden: `900101-1******`.
 */
export function maskThirteenDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length !== 13) return '*'.repeat(6) + '-' + '*'.repeat(7)
  return `${digits.slice(0, 6)}-${digits[6]}${'*'.repeat(6)}`
}

/** A passport number as it may be shown, like the resident number's: its first three characters, the rest hidden. */
export function maskPassportNo(value: string): string {
  const clean = normalizePassportNo(value)
  return clean.slice(0, 3) + '*'.repeat(Math.max(clean.length - 3, 3))
}

type IdentifierRules = { shape: (value: string) => boolean; normalize: (value: string) => string; mask: (value: string) => string; format: string }

/** How each kind is checked, stored and shown; `format` is the admin's hint when a typed one is refused. */
export const UNIQUE_ID_RULES: Record<UniqueIdKind, IdentifierRules> = {
  citizenship: { shape: isCitizenshipNoShape, normalize: normalizeThirteenDigits, mask: maskThirteenDigits, format: '######-#######' },
  alienRegistration: { shape: isAlienRegistrationNoShape, normalize: normalizeThirteenDigits, mask: maskThirteenDigits, format: '######-[5-8]######' },
  passport: { shape: isPassportNoShape, normalize: normalizePassportNo, mask: maskPassportNo, format: 'A1234567' },
}
