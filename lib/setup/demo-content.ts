/** The environment variables a check reads (process.env, or a test's own). */
type Env = Record<string, string | undefined>
/**
 * Whether a new database gets the demo content: DEMO_CONTENT=on or off, else on except in production
 * (APP_ENV=production), where a real school starts from the structure alone (scripts/seed/structure.ts).
 */
export function demoContentWanted(env: Env = process.env): boolean {
  const setting = env.DEMO_CONTENT?.trim().toLowerCase()
  if (setting === 'off' || setting === 'false' || setting === '0') return false
  if (setting === 'on' || setting === 'true' || setting === '1') return true
  return env.APP_ENV !== 'production'
}
