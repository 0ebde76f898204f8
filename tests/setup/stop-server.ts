import fs from 'node:fs'

import { RECOVERY_CODES_FILE, SERVER_INFO_FILE, type ContractServerInfo } from './server-info'
import { stopSite } from './site-server'

export default async function stopServer() {
  if (fs.existsSync(SERVER_INFO_FILE)) {
    const info = JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8')) as ContractServerInfo
    await stopSite(info)
    fs.rmSync(info.mailDir, { recursive: true, force: true })
    fs.rmSync(SERVER_INFO_FILE, { force: true })
    fs.rmSync(RECOVERY_CODES_FILE, { force: true })
  }
  await globalThis.contractMailCatcher?.close()
}
