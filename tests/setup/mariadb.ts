import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import mysql from 'mysql2/promise'

/** The MariaDB (or MySQL) server the old site's database is loaded into: root without a password on this machine and in CI. */
export const MARIADB_URL = process.env.TEST_MARIADB_URL || 'mysql://root@127.0.0.1:3306'

/**
 * Whether the server answers, checked synchronously so a test file can decide what to run. In CI it must (as
 * PostgreSQL must, scripts/test.mjs); elsewhere a missing server skips the import tests and says what to install.
 */
export function mariadbAnswers(): boolean {
  const probe = `require('mysql2/promise').createConnection({ uri: ${JSON.stringify(MARIADB_URL)}, connectTimeout: 3000 }).then((c) => c.end()).then(() => process.exit(0), () => process.exit(1))`
  const answers = spawnSync(process.execPath, ['-e', probe], { timeout: 10_000 }).status === 0
  if (answers) return true
  const install = `the old site's import is tested against MariaDB, and nothing answers at ${MARIADB_URL}. Install it (Debian: apt-get install mariadb-server, then service mariadb start), or set TEST_MARIADB_URL.`
  if (process.env.CI) throw new Error(`CI needs MariaDB: ${install}`)
  console.warn(`Skipped: ${install}`)
  return false
}

/** A fresh database named `name` on the server, loaded from a SQL file; its mysql:// address. */
export async function loadDatabase(name: string, sqlFile: string): Promise<string> {
  const admin = await mysql.createConnection({ uri: MARIADB_URL, multipleStatements: true })
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\`; CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`)
    await admin.query(`USE \`${name}\`; ${fs.readFileSync(sqlFile, 'utf8')}`)
  } finally {
    await admin.end()
  }
  return `${MARIADB_URL.replace(/\/$/, '')}/${name}`
}

export async function dropDatabase(name: string) {
  const admin = await mysql.createConnection({ uri: MARIADB_URL })
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).finally(() => admin.end())
}
