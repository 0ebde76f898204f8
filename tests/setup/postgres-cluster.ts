import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { freePort } from './site-server'

const run = promisify(execFile)

/**
 * A PostgreSQL cluster of the test's own (initdb, pg_ctl on a free port), for what the shared server must never
 * undergo: a kill mid-write, its data directory deleted, a restore into a new one. Ready for replication (wal_level
 * replica, WAL senders, pg_hba's replication lines, password authentication over TCP), with a site role `school` that
 * may replicate. As root the server runs as the `postgres` user, as PostgreSQL requires.
 */
export type Cluster = {
  pgdata: string
  port: number
  /** The site's DATABASE_URL: its role with a password that needs escaping in a passfile (a colon). */
  siteUrl: string
  password: string
  /** `pg_ctl stop -m immediate`: the server killed, as a crash would (no checkpoint, no goodbye to its clients). */
  kill: () => Promise<void>
  destroy: () => Promise<void>
}

const BINDIR = () => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : []
  const bindir = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).findLast((dir) => fs.existsSync(path.join(dir, 'initdb')))
  if (!bindir) throw new Error("The PostgreSQL replica drill needs PostgreSQL's server programs (Debian: apt-get install postgresql).")
  return bindir
}

export async function startCluster(): Promise<Cluster> {
  const bindir = BINDIR()
  const root = process.getuid?.() === 0
  const asServer = (command: string, args: string[]) => (root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args))
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-pg-'))
  // The server's user must reach its data directory and sockets.
  fs.chmodSync(dir, 0o755)
  if (root) await run('chown', ['postgres', dir])
  const pgdata = path.join(dir, 'data')
  const port = await freePort()
  const password = 'wal:drill-passw0rd'
  await asServer(path.join(bindir, 'initdb'), ['-D', pgdata, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256'])
  const settings = [`port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${dir}'`, 'wal_level = replica', 'max_wal_senders = 10', `max_slot_wal_keep_size = '1GB'`]
  fs.appendFileSync(path.join(pgdata, 'postgresql.conf'), `\n${settings.join('\n')}\n`)
  const pgCtl = (args: string[]) => asServer(path.join(bindir, 'pg_ctl'), ['-D', pgdata, ...args])
  await pgCtl(['-l', path.join(dir, 'server.log'), '-w', 'start'])
  const psql = (statement: string) => asServer('psql', ['-XAtq', '-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-c', statement])
  await psql(`CREATE ROLE school LOGIN REPLICATION PASSWORD '${password}'`)
  await psql('CREATE DATABASE school OWNER school')
  return {
    pgdata,
    port,
    password,
    siteUrl: `postgres://school:${encodeURIComponent(password)}@127.0.0.1:${port}/school`,
    kill: async () => {
      await pgCtl(['-m', 'immediate', 'stop'])
    },
    destroy: async () => {
      await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
