import fs from 'node:fs'

import { SERVER_INFO_FILE, type ServerInfo } from './server-info'
import { stopSite } from './site-server'

export default async function stopServer() {
  if (!fs.existsSync(SERVER_INFO_FILE)) return
  stopSite(JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo)
  fs.rmSync(SERVER_INFO_FILE, { force: true })
}
