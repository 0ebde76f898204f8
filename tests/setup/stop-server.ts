import fs from 'node:fs'

import { SERVER_INFO_FILE, type ServerInfo } from './server-info'

export default async function stopServer() {
  if (!fs.existsSync(SERVER_INFO_FILE)) return
  const info = JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo
  try {
    process.kill(-info.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  fs.rmSync(info.dataDir, { recursive: true, force: true })
  fs.rmSync(SERVER_INFO_FILE, { force: true })
}
