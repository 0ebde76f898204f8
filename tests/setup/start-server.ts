import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { adminSignIn } from './admin-sign-in'
import { startMailCatcher, type MailCatcher } from './mail-catcher'
import { provisionRecoveryCodes } from './recovery-codes'
import { CONTRACT_ENV, RECOVERY_CODES_FILE, SERVER_INFO_FILE, type ContractServerInfo } from './server-info'
import { startSite } from './site-server'

declare global {
  var contractMailCatcher: MailCatcher | undefined
}

export default async function startServer() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-mail-'))
  globalThis.contractMailCatcher = await startMailCatcher(mailDir)
  const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(globalThis.contractMailCatcher.port), SMTP_SECURE: 'false' }
  const site = await startSite(undefined, { ...CONTRACT_ENV, ...smtp })
  const info: ContractServerInfo = { ...site, mailDir, adminToken: await adminSignIn(site) }
  await provisionRecoveryCodes(site, site.adminEmail, RECOVERY_CODES_FILE)
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(info))
}
