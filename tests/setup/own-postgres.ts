import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { Client } from 'pg'

import { freePort } from './site-server'

const run = promisify(execFile)

/** The binaries of the newest PostgreSQL Debian installed (initdb and pg_ctl are not on PATH there), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, 'bin/pg_ctl'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? path.join(root, newest, 'bin') : null
}

/** A role of the site's own with a password (the archiving drill checks where the password goes). */
export type SiteRole = { name: string; password: string }

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port, for what the machine's shared server must
 * never undergo: a stop, a kill mid-write, its data directory deleted and restored. Ready for replication (wal_level
 * replica, WAL senders). PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export class OwnPostgres {
  dir = ''
  port = 0
  private readonly bin: string

  constructor(bin: string) {
    this.bin = bin
  }

  get pgdata() {
    return path.join(this.dir, 'data')
  }

  /** The superuser's address (trusted), or the site role's with its password. */
  url(database: string, role?: SiteRole) {
    return role ? `postgres://${role.name}:${encodeURIComponent(role.password)}@127.0.0.1:${this.port}/${database}` : `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  private async run(tool: string, args: string[]) {
    const asPostgres = process.getuid?.() === 0
    const [command, commandArgs] = asPostgres ? ['runuser', ['-u', 'postgres', '--', path.join(this.bin, tool), ...args]] : [path.join(this.bin, tool), args]
    await run(command, commandArgs, { cwd: this.dir })
  }

  /**
   * A new cluster holding `database`. With a site role, that role owns the database and may replicate, and connections
   * over TCP must give a password (the superuser still reaches it through the cluster's own socket folder).
   */
  async create(database: string, role?: SiteRole) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-pg-'))
    this.port = await freePort()
    // The server's user must reach its data directory and sockets.
    fs.chmodSync(this.dir, 0o755)
    if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', this.dir])
    await this.run('initdb', ['-D', this.pgdata, '-U', 'postgres', '--auth-local=trust', `--auth-host=${role ? 'scram-sha-256' : 'trust'}`, '--no-sync', '-E', 'UTF8', '--locale=C'])
    const settings = [`port = ${this.port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${this.dir}'`, 'fsync = off', 'wal_level = replica', 'max_wal_senders = 10', `max_slot_wal_keep_size = '1GB'`]
    fs.appendFileSync(path.join(this.pgdata, 'postgresql.conf'), `\n${settings.join('\n')}\n`)
    await this.start()
    const client = new Client({ host: this.dir, port: this.port, user: 'postgres', database: 'postgres' })
    await client.connect()
    if (role) await client.query(`CREATE ROLE ${role.name} LOGIN REPLICATION PASSWORD '${role.password.replaceAll("'", "''")}'`)
    await client.query(`CREATE DATABASE ${database}${role ? ` OWNER ${role.name}` : ''}`)
    await client.end()
  }

  /** Starts the cluster and waits until it accepts connections. */
  async start() {
    await this.run('pg_ctl', ['start', '-w', '-D', this.pgdata, '-l', path.join(this.dir, 'server.log')])
  }

  /** Stops it as a restart does, every session ended with 57P01 (`fast`), or kills it as a crash would (`immediate`). */
  async stop(mode: 'fast' | 'immediate' = 'fast') {
    await this.run('pg_ctl', ['stop', '-w', '-m', mode, '-D', this.pgdata])
  }

  async remove() {
    if (!this.dir) return
    await this.stop('immediate').catch(() => undefined)
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
