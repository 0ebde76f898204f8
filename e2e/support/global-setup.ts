import { startSite, stopSite } from '../../tests/setup/site-server'

/** Starts the built site on a fresh database for the browser tests, unless E2E_BASE_URL names a running one. */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return
  const info = await startSite(Number(process.env.E2E_PORT || 3100))
  return () => stopSite(info)
}
