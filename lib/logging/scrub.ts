/**
 * Personal data as it appears inside log text (a message, a database error quoting a value): resident and alien
 * registration numbers, passport numbers (letters then digits, a letter inside, or nine digits), Korean and international (E.164)
 * phone numbers, e-mail addresses and bearer tokens, replaced before a line is written.
 */
const PATTERNS: [RegExp, string][] = [
  [/\b\d{6}-?[1-8]\d{6}\b/g, '[resident number]'],
  // Letters then digits (M12345678), Korea's newer form with a letter inside (M123A4567), in either case, and the
  // all-digit numbers of the United States and others (9 digits).
  [/\b[A-Z]{1,2}\d{3}[A-Z]?\d{3,5}\b/gi, '[passport number]'],
  [/\b\d{9}\b/g, '[passport number]'],
  [/\b0\d{1,2}[-. ]?\d{3,4}[-. ]?\d{4}\b/g, '[phone]'],
  [/\+\d{1,3}[-. ]?\d[\d -.]{5,16}\d\b/g, '[phone]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[e-mail]'],
  [/\b(JWT|Bearer)\s+[\w.-]+/gi, '$1 [token]'],
]

export function scrubText(text: string): string {
  return PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

/** A copy of a log argument with every string in it scrubbed (objects and arrays walked, errors flattened). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (value instanceof Error) return { type: value.name, message: scrubText(value.message), stack: value.stack && scrubText(value.stack) }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]))
}
