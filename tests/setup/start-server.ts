import fs from 'node:fs'

import { CONTRACT_ENV, SERVER_INFO_FILE } from './server-info'
import { startSite } from './site-server'

export default async function startServer() {
  const info = await startSite(undefined, CONTRACT_ENV)
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(info))
}
