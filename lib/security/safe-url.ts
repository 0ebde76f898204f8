const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** True for relative URLs and for absolute ones with a harmless scheme. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim()
  if (trimmed === '') return false
  if (/^[/#?]/.test(trimmed) && !trimmed.startsWith('//')) return true
  try {
    return SAFE_SCHEMES.has(new URL(trimmed).protocol)
  } catch {
    return false
  }
}
