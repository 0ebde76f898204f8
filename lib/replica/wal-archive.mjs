// PostgreSQL's continuous archive (docs/operations.md, "Continuous replication (PostgreSQL)"): its layout in the
// replica folder, the client tools' connection without a password on their command line, and what the archive holds.
// Shared by `npm start`'s supervisor (scripts/lib/wal-archive.mjs) and `npm run restore -- --from-replica`
// (lib/replica/restore-postgres.ts); never imported by the site's bundle.
//
// REPLICA/postgres/SYSTEMID-TIMELINE/          one generation: a cluster on one timeline (a restore starts a new one)
//   base/YYYYMMDDTHHMMSSZ/                     a base backup (pg_basebackup, plain), done.json written once complete
//   wal/                                       every WAL segment since, from pg_receivewal over the replication slot
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parse } from 'pg-connection-string'

/** The marker a complete base backup holds (its time of completion), written last. */
export const DONE = 'done.json'

/** A client tool of PostgreSQL: from PG_BINDIR when set, else the PATH (Debian's postgresql-client). */
export const pgTool = (name, env = process.env) => (env.PG_BINDIR ? path.join(env.PG_BINDIR, name) : name)

export const generationsDir = (replicaPath) => path.join(replicaPath, 'postgres')

/** The environment's settings that carry a password: never handed on to the client tools. */
const SECRET_SETTINGS = ['DATABASE_URL', 'REPLICA_DATABASE_URL', 'PGPASSWORD']

/**
 * The environment for PostgreSQL's client tools to reach the server of `url` (REPLICA_DATABASE_URL, else
 * DATABASE_URL): host, port and user as PG* variables and the password in a passfile written owner-only in a private
 * temporary folder, so no password is on a command line (`ps`) or in what the tools print. `cleanup()` deletes it.
 */
export function clientConnection(url, env = process.env) {
  // Read as node-postgres reads it (a socket folder in `?host=` too); its text, password and all, never reaches an error.
  let parsed
  try {
    parsed = parse(url)
  } catch {
    throw new Error('DATABASE_URL (or REPLICA_DATABASE_URL) cannot be read as a PostgreSQL address')
  }
  const passDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-pgpass-'))
  fs.chmodSync(passDir, 0o700)
  const host = parsed.host || 'localhost'
  const port = String(parsed.port || '5432')
  const user = parsed.user || os.userInfo().username
  const escaped = (value) => value.replace(/[\\:]/g, '\\$&')
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !SECRET_SETTINGS.includes(name)))
  const connection = { ...clean, PGHOST: host, PGPORT: port, PGUSER: user, PGDATABASE: parsed.database || user, PGAPPNAME: 'school-site-replica' }
  if (typeof parsed.sslmode === 'string') connection.PGSSLMODE = parsed.sslmode
  if (parsed.password) {
    const passfile = path.join(passDir, 'pgpass')
    // A passfile names a socket folder's connections `localhost`.
    fs.writeFileSync(passfile, `${[host.startsWith('/') ? 'localhost' : host, port, '*', user, parsed.password].map(escaped).join(':')}\n`, { mode: 0o600 })
    connection.PGPASSFILE = passfile
  }
  return { env: connection, cleanup: () => fs.rmSync(passDir, { recursive: true, force: true }) }
}

const readDone = (dir) => {
  try {
    return new Date(JSON.parse(fs.readFileSync(path.join(dir, DONE), 'utf8')).finishedAt)
  } catch {
    return null
  }
}

/** Each generation of the archive with its complete base backups (oldest first) and the time of its newest WAL. */
export function readArchive(replicaPath) {
  const root = generationsDir(replicaPath)
  const names = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+-[0-9A-F]{8}$/.test(name)) : []
  return names
    .map((name) => {
      const dir = path.join(root, name)
      const baseDir = path.join(dir, 'base')
      const backups = (fs.existsSync(baseDir) ? fs.readdirSync(baseDir) : [])
        .filter((entry) => !entry.startsWith('.'))
        .map((entry) => ({ dir: path.join(baseDir, entry), finishedAt: readDone(path.join(baseDir, entry)) }))
        .filter((backup) => backup.finishedAt)
        .sort((a, b) => a.finishedAt - b.finishedAt)
      return { name, dir, wal: path.join(dir, 'wal'), backups, lastWalAt: newestWal(path.join(dir, 'wal')) }
    })
    .filter((generation) => generation.backups.length > 0)
    .sort((a, b) => a.backups[0].finishedAt - b.backups[0].finishedAt)
}

/** When pg_receivewal last wrote into `walDir` (it flushes each commit with --synchronous), or null when it holds none. */
export function newestWal(walDir) {
  const times = (fs.existsSync(walDir) ? fs.readdirSync(walDir) : []).map((name) => fs.statSync(path.join(walDir, name)).mtimeMs)
  return times.length > 0 ? new Date(Math.max(...times)) : null
}
