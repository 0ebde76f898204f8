import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser'
import ky from 'ky'

import type { PasskeySummary } from './passkeys'

/** Why the browser gave no passkey answer: no WebAuthn here, the person cancelled (or let it time out), or the server refused. */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'refused'
type Answer = { response: unknown } | { failure: PasskeyFailure; message?: string }

/** What the admin's own scripts send (the server's fromOwnScript). */
export const SCRIPT_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }

/** The signed-in account's passkeys (GET /cms-api/users/passkeys), for swr: the account page and the code dialog share it. */
export async function readPasskeys(url: string): Promise<PasskeySummary[]> {
  return (await ky.get(url, { credentials: 'include', headers: SCRIPT_HEADERS, retry: 0 }).json<{ passkeys: PasskeySummary[] }>()).passkeys
}

/** Asks the server for options at `url`, then the browser for a passkey made (`create`) or a signature (`get`) with them. */
export async function passkeyAnswer(url: string, kind: 'create' | 'get', body: Record<string, unknown> = {}): Promise<Answer> {
  if (!browserSupportsWebAuthn()) return { failure: 'unsupported' }
  const reply = await fetch(url, { method: 'POST', credentials: 'include', headers: SCRIPT_HEADERS, body: JSON.stringify(body) })
  const options = (await reply.json().catch(() => ({}))) as { message?: string }
  if (!reply.ok) return { failure: 'refused', message: options.message }
  try {
    const response = kind === 'create' ? await startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] }) : await startAuthentication({ optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'] })
    return { response }
  } catch {
    // NotAllowedError: cancelled, timed out, or no passkey of this account on the device.
    return { failure: 'cancelled' }
  }
}
