import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from '../../cms/storage-paths'

/**
 * A new random password for a demo account, kept owner-only in data/{file} and shown once on the
 * terminal. When the output is not a terminal (a service's log, CI) only the file is named: a
 * password must never end up in a log file.
 */
export function generatedPassword(label: string, email: string, file: string): string {
  const password = crypto.randomBytes(12).toString('base64url')
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  fs.writeFileSync(path.join(dataDir, file), `${email}\n${password}\n`, { mode: 0o600 })
  const where = `data/${file}`
  console.log(process.stdout.isTTY ? `[site] ${label} created: ${email} / ${password} (also in ${where})` : `[site] ${label} created: ${email}; its password is in ${where}`)
  return password
}
