/**
 * Personal numbers as lists show them (개인정보의 안전성 확보조치 기준): enough to tell two
 * applicants apart, not enough to use. The resident number's masked form is stored beside its
 * encrypted one (lib/security/encryption.ts); a phone is masked when it is read for a list.
 */

/** `010-1234-5678` → `010-****-5678`; a number of another shape keeps its first three and last four digits. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length < 8) return '*'.repeat(Math.max(digits.length, 4))
  const hidden = digits.length - 7
  return `${digits.slice(0, 3)}-${'*'.repeat(hidden)}-${digits.slice(-4)}`
}

export { maskCitizenshipNo } from '../security/encryption'
