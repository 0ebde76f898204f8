import fs from 'node:fs'

import { callSite, type RequestOptions, type Reply } from '../setup/http'
import { deliveredMails, type DeliveredMail } from '../setup/mail-catcher'
import { takeRecoveryCode } from '../setup/recovery-codes'
import { RECOVERY_CODES_FILE, SERVER_INFO_FILE, type ContractServerInfo } from '../setup/server-info'

export { fetchFrom, freshAddress, type Reply } from '../setup/http'

export const server: ContractServerInfo = JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8'))

/**
 * The run's admin gives its code again (POST /cms-api/users/second-factor/again), as the admin's dialog does: one of
 * the recovery codes the global setup gave it, so that no test waits for the authenticator's next thirty seconds.
 */
export async function proveAgain(): Promise<Reply<{ message: string; provenUntil?: string }>> {
  const code = await takeRecoveryCode(RECOVERY_CODES_FILE)
  if (!code) throw new Error('The contract run gave its admin no recovery codes (tests/setup/start-server.ts).')
  return callSite(server.baseUrl, '/cms-api/users/second-factor/again', { method: 'POST', token: server.adminToken, headers: { 'x-requested-with': 'XMLHttpRequest' }, body: { code } })
}

const asRunAdmin = ({ token, cookie }: RequestOptions) => token === server.adminToken || Boolean(cookie?.includes(server.adminToken))

/**
 * One HTTP call to the started site, with the JSON (or text) body read. When a sensitive act of the run's admin is
 * asked for the code again (`Second-Factor: again`, ten minutes after its last one), the code is given and the call
 * sent again (the admin asks before sending: cms/admin/ask-again.tsx); tests of the question itself use callSite.
 */
export async function call<T = unknown>(path: string, options: RequestOptions = {}): Promise<Reply<T>> {
  const reply = await callSite<T>(server.baseUrl, path, options)
  if (reply.headers.get('second-factor') !== 'again' || !asRunAdmin(options)) return reply
  const proven = await proveAgain()
  if (proven.status !== 200) throw new Error(`The run's admin could not give its code again: ${proven.status} ${JSON.stringify(proven.body)}`)
  return callSite<T>(server.baseUrl, path, options)
}

export const get = <T = unknown>(path: string, options?: RequestOptions) => call<T>(path, options)

/**
 * A token of the seeded admin, for writing test content through Payload's own API: the session the
 * global setup opened with a code (tests/setup/admin-sign-in.ts signs in anew, for a test that needs it).
 */
export const loginAsAdmin = (): Promise<string> => Promise.resolve(server.adminToken)

/** Creates a document as the admin (optionally in a given locale) and returns it. */
export async function createAsAdmin<T = { id: number }>(collection: string, data: Record<string, unknown>, locale = 'ko'): Promise<T> {
  const reply = await call<{ doc: T }>(`/cms-api/${collection}?locale=${locale}`, { method: 'POST', body: data, token: await loginAsAdmin() })
  if (reply.status !== 201) throw new Error(`create ${collection} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.doc
}

export async function deleteAsAdmin(collection: string, id: number) {
  await call(`/cms-api/${collection}/${id}`, { method: 'DELETE', token: await loginAsAdmin() })
}

export async function updateAsAdmin(collection: string, id: number, data: Record<string, unknown>, locale = 'ko') {
  const reply = await call(`/cms-api/${collection}/${id}?locale=${locale}`, { method: 'PATCH', body: data, token: await loginAsAdmin() })
  if (reply.status !== 200) throw new Error(`update ${collection} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
}

export { paragraphText } from '../setup/rich-text'

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** Reads until the read finds something, for up to 10 s: mails go out after the answer. */
export async function eventually<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const found = await read()
    if (found !== undefined) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return undefined
}

/** The first mail the site delivered over SMTP to `to` with `subjectContains` in its subject. */
export const deliveredMail = (to: string, subjectContains: string): Promise<DeliveredMail | undefined> =>
  eventually(async () => (await deliveredMails(server.mailDir)).find((mail) => mail.to === to && mail.subject.includes(subjectContains)))
