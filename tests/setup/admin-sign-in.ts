import { callSite } from './http'
import type { ServerInfo } from './server-info'
import { freshCode } from './totp'

type Site = Pick<ServerInfo, 'baseUrl' | 'adminEmail' | 'adminPassword' | 'adminTotpSecret'>

/**
 * What the admin of a test site sends to sign in: e-mail, password and a code of its authenticator not
 * used yet. The codes are drawn per account and secret, not per site: instances share a database, and
 * a wait now and then costs less than a refused code.
 */
export async function adminCredentials(site: Pick<Site, 'adminEmail' | 'adminPassword' | 'adminTotpSecret'>): Promise<{ email: string; password: string; totp: string }> {
  return { email: site.adminEmail, password: site.adminPassword, totp: await freshCode(site.adminTotpSecret, site.adminEmail) }
}

/** Signs the admin of a test site in through Payload's own endpoint and returns the token. */
export async function adminSignIn(site: Site, from?: string): Promise<string> {
  const reply = await callSite<{ token?: string }>(site.baseUrl, '/cms-api/users/login', { method: 'POST', body: await adminCredentials(site), from })
  if (reply.status !== 200 || !reply.body.token) throw new Error(`The admin could not sign in to ${site.baseUrl}: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.token
}
