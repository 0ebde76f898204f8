/** Whether `text` holds `email` as a whole address, not as the end or start of a longer one. */
export function namesAddress(text: string | null | undefined, email: string): boolean {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(^|[^\\w.%+-])${escaped}(?!\\.?[\\w-])`, 'i').test(text ?? '')
}
