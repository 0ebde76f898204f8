/**
 * Seconds a visitor is asked to wait before trying again (Retry-After) while the database is away: by the route that
 * answers 503 itself (lib/api/responses.ts) and by the server's answer in place of Next.js's 500
 * (upstream-workarounds/next/database-away.mjs), which runs outside the build.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5
