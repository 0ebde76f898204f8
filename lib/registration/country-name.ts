/** A country's name in a language (Intl.DisplayNames), its ISO 3166-1 code when the runtime knows none. */
export const countryName = (code: string, locale: string): string => new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code
