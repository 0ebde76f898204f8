/** The public origin SITE_URL names (e.g. https://www.example.ac.kr, no trailing slash), or null when unset. */
export const configuredOrigin = (): string | null => process.env.SITE_URL?.trim().replace(/\/+$/, '') || null

/** Where links to this site point: SITE_URL, else the origin the request came to. */
export const publicOrigin = (requestOrigin: string): string => configuredOrigin() ?? requestOrigin.replace(/\/+$/, '')
