import fs from 'node:fs'

import { SERVER_INFO_FILE, type ContractServerInfo } from './server-info'
import { stopSite } from './site-server'

export default async function stopServer() {
  if (fs.existsSync(SERVER_INFO_FILE)) {
    const info = JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8')) as ContractServerInfo
    stopSite(info)
    await exited(info.pid)
    fs.rmSync(info.mailDir, { recursive: true, force: true })
    fs.rmSync(SERVER_INFO_FILE, { force: true })
  }
  await globalThis.contractMailCatcher?.close()
}

/** Waits up to 10 s for the site's process to end, so that it sends nothing more to the mail catcher. */
async function exited(pid: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
