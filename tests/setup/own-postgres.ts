import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Client } from 'pg'

import { freePort } from './site-server'

/** The binaries of the newest PostgreSQL Debian installed (initdb and pg_ctl are not on PATH there), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, 'bin/pg_ctl'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? path.join(root, newest, 'bin') : null
}

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port, that the test may stop and start: the
 * machine's shared server is never stopped. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export class OwnPostgres {
  dir = ''
  port = 0
  private readonly bin: string

  constructor(bin: string) {
    this.bin = bin
  }

  url(database: string) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`
  }

  private run(tool: string, args: string[]) {
    const asPostgres = process.getuid?.() === 0
    const [command, commandArgs] = asPostgres ? ['runuser', ['-u', 'postgres', '--', path.join(this.bin, tool), ...args]] : [path.join(this.bin, tool), args]
    execFileSync(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'], cwd: this.dir })
  }

  async create(database: string) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-pg-'))
    this.port = await freePort()
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', this.dir])
    this.run('initdb', ['-D', path.join(this.dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
    this.start()
    const client = new Client({ connectionString: this.url('postgres') })
    await client.connect()
    await client.query(`CREATE DATABASE ${database}`)
    await client.end()
  }

  /** Starts the cluster and waits until it accepts connections. */
  start() {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`
    this.run('pg_ctl', ['start', '-w', '-D', path.join(this.dir, 'data'), '-l', path.join(this.dir, 'server.log'), '-o', options])
  }

  /** Stops it as a restart does: every session ended with 57P01 (`-m fast`). */
  stop() {
    this.run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', path.join(this.dir, 'data')])
  }

  remove() {
    if (!this.dir) return
    try {
      this.stop()
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true })
  }
}
