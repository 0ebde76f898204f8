// `npm run restore -- --from-replica [--at TIME]` for a PostgreSQL site, run on the database host (docs/operations.md,
// "Restoring PostgreSQL from the replica"): a base backup and the WAL after it (lib/replica/wal-archive.mjs) made into a
// new data directory at PGDATA, recovered to the end of the WAL or to the instant, and started.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { Client as PostgresClient } from 'pg'
import { parse } from 'pg-connection-string'

import { databaseUrl } from '@/cms/db'
import { dataDir } from '@/cms/storage-paths'

import { RestoreRefused } from '../backup/restore'
import { readFromReplica } from './files'
import { kst } from './instant'
import { REPLICA_PARTS, type ReplicaTarget } from './target'
import { readArchive } from './wal-archive.mjs'

const run = promisify(execFile)

type Options = { at: Date | null; atText?: string; force: boolean; finish: (env: Record<string, string>) => Promise<void>; log: (line: string) => void }

const stamp = () => new Date().toISOString().replace(/[-:]|\.\d+/g, '')
const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`
/** The host and port of DATABASE_URL, for messages (never its user or password). */
const serverOf = () => {
  try {
    const { host, port } = parse(databaseUrl)
    return `${host || 'localhost'}:${port || 5432}`
  } catch {
    return 'DATABASE_URL'
  }
}

/** Whether a PostgreSQL server answers at DATABASE_URL (whatever it says to our user: a refusal is an answer). */
async function serverAnswers(): Promise<boolean> {
  const client = new PostgresClient({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    return true
  } catch (error) {
    return !['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH'].includes((error as NodeJS.ErrnoException).code ?? '') && !/timeout/i.test(String(error))
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Waits until the restored server has left recovery (promoted) and accepts writes: `promoted`; or until it stopped
 * short of the instant (`short`: no commit after it in the WAL); or fails with the server's log when it stopped otherwise.
 */
async function recovered(logFile: string, timeoutMs = 3_600_000): Promise<'promoted' | 'short'> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const told = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''
    if (told.includes('recovery ended before configured recovery target was reached')) return 'short'
    if (/shutting down due to startup process failure|database system is shut down/.test(told)) throw new Error(`The restored server stopped; see ${logFile}`)
    const client = new PostgresClient({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 })
    try {
      await client.connect()
      if (!(await client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering')).rows[0].recovering) return 'promoted'
    } catch {
      // still recovering
    } finally {
      await client.end().catch(() => undefined)
    }
    if (Date.now() > deadline) throw new Error(`The restored server did not finish its recovery within ${timeoutMs / 1000} s; see ${logFile}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Who owns the data directory: PGDATA's parent's owner. PostgreSQL refuses to run as root, so as root the files are
 * given to that user and pg_ctl runs as it (runuser).
 */
async function owner(pgdata: string) {
  const { uid, gid } = fs.statSync(path.dirname(pgdata))
  const name = process.getuid?.() === 0 ? (await run('id', ['-nu', String(uid)])).stdout.trim() : null
  return {
    give: async (dir: string) => {
      if (name) await run('chown', ['-R', `${uid}:${gid}`, dir])
    },
    run: (command: string, args: string[]) => (name ? run('runuser', ['-u', name, '--', command, ...args]) : run(command, args)),
  }
}

/** pg_ctl of the backup's major version: PG_BINDIR, Debian's /usr/lib/postgresql/VERSION/bin, or the PATH. */
function pgCtl(backupDir: string) {
  if (process.env.PG_BINDIR) return path.join(process.env.PG_BINDIR, 'pg_ctl')
  const version = fs.readFileSync(path.join(backupDir, 'PG_VERSION'), 'utf8').trim()
  const debian = `/usr/lib/postgresql/${version}/bin/pg_ctl`
  return fs.existsSync(debian) ? debian : 'pg_ctl'
}

/** The archive's newest base backup finished by `at` (or the newest of all), with the WAL of its generation. */
function chooseBackup(archive: ReturnType<typeof readArchive>, at: Date | null) {
  const candidates = archive.flatMap((generation) => generation.backups.map((backup) => ({ generation, backup })))
  return candidates.filter(({ backup }) => !at || backup.finishedAt!.getTime() <= at.getTime()).at(-1)!
}

/** Copies the WAL the backup needs into `to`, each `.partial` segment (the one pg_receivewal was writing) under its full name. */
function stageWal(walDir: string, backupDir: string, to: string) {
  const first = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(fs.readFileSync(path.join(backupDir, 'backup_label'), 'utf8'))?.[1] ?? ''
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  let copied = 0
  for (const name of fs.readdirSync(walDir)) {
    const segment = name.replace(/\.partial$/, '')
    if (/^[0-9A-F]{24}$/.test(segment) && segment.slice(8) < first.slice(8)) continue
    fs.copyFileSync(path.join(walDir, name), path.join(to, segment))
    copied += 1
  }
  return copied
}

export async function restorePostgresFromReplica(target: ReplicaTarget, options: Options) {
  const started = Date.now()
  if (target.kind !== 'file') throw new RestoreRefused('With PostgreSQL, REPLICA_URL is the folder pg_receivewal writes to (file:///path).')
  const pgdata = process.env.PGDATA?.trim() ? path.resolve(process.env.PGDATA) : null
  if (!pgdata) throw new RestoreRefused('Set PGDATA to the data directory to restore into, on the database host (see docs/operations.md, "Restoring PostgreSQL from the replica").')
  const archive = readArchive(target.path)
  if (archive.length === 0) throw new RestoreRefused(`The replica ${target.shown} holds no base backup of PostgreSQL yet.`)
  const first = archive[0].backups[0].finishedAt!
  const last = new Date(Math.max(...archive.map((generation) => generation.lastWalAt?.getTime() ?? 0)))
  const range = { first, last }
  if (options.at && (options.at.getTime() < first.getTime() || options.at.getTime() > Date.now())) {
    throw new RestoreRefused(`${options.atText} is outside what the replica holds: from ${kst(first)} (${first.toISOString()}) to now (last change copied ${kst(last)}).`)
  }
  if (await serverAnswers()) throw new RestoreRefused(`A database server answers at ${serverOf()}: stop it first (pg_ctl stop, or pg_ctlcluster VERSION NAME stop).`)
  const present = fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0
  if (present && !options.force) throw new RestoreRefused(`${pgdata} already holds files. Run again with --force to replace them; they are kept aside.`)

  const { generation, backup } = chooseBackup(archive, options.at)
  const configFile = process.env.PG_CONFIG_FILE?.trim()
  if (!fs.existsSync(path.join(backup.dir, 'postgresql.conf')) && !configFile) {
    throw new RestoreRefused('The base backup holds no postgresql.conf (Debian keeps it in /etc/postgresql/VERSION/NAME): set PG_CONFIG_FILE to it.')
  }
  const work = `${pgdata}.restoring-${stamp()}`
  const staged = path.join(work, 'data')
  const wal = path.join(work, 'wal')
  const user = await owner(pgdata)
  fs.mkdirSync(work, { mode: 0o700 })
  let keptAside: string | null = null
  let swapped = false
  try {
    options.log(`Restoring PostgreSQL ${options.at ? `as it was at ${kst(options.at)}` : 'as the replica last holds it'} from the base backup of ${kst(backup.finishedAt!)} and the WAL after it (${target.shown})...`)
    fs.cpSync(backup.dir, staged, { recursive: true })
    fs.rmSync(path.join(staged, 'done.json'))
    const segments = stageWal(generation.wal, backup.dir, wal)
    // No read-only connections during the recovery: a connection that works means the server was promoted.
    const settings = [`restore_command = ${quoted(`cp "${wal}/%f" "%p"`)}`, `recovery_target_action = 'promote'`, 'hot_standby = off', ...(options.at ? [`recovery_target_time = ${quoted(options.at.toISOString().replace('T', ' ').replace('Z', '+00'))}`] : [])]
    const autoConf = path.join(pgdata, 'postgresql.auto.conf')
    const before = fs.readFileSync(path.join(staged, 'postgresql.auto.conf'), 'utf8')
    fs.writeFileSync(path.join(staged, 'postgresql.auto.conf'), `${before}\n# npm run restore -- --from-replica\n${settings.join('\n')}\n`)
    fs.writeFileSync(path.join(staged, 'recovery.signal'), '')
    if (present) {
      keptAside = `${pgdata}.before-restore-${stamp()}`
      fs.renameSync(pgdata, keptAside)
    } else fs.rmSync(pgdata, { recursive: true, force: true })
    fs.renameSync(staged, pgdata)
    swapped = true
    await user.give(work)
    await user.give(pgdata)

    // Beside the data directory, so it outlives a failed attempt (whose directory is removed); one per start.
    let attempt = 0
    const start = async () => {
      const logFile = `${pgdata}.restore-${stamp()}-${++attempt}.log`
      options.log(`Replaying ${segments} WAL files; the server's log is ${logFile}.`)
      await user.run(pgCtl(backup.dir), ['-D', pgdata, '-l', logFile, '-W', ...(configFile ? ['-o', `-c config_file=${configFile}`] : []), 'start'])
      return recovered(logFile)
    }
    if ((await start()) === 'short') {
      // No commit after the instant in the WAL: PostgreSQL ends its recovery short of the target. The database as it
      // was then is the whole WAL, replayed without a target.
      options.log(`No change after ${kst(options.at!)} is in the replica: replaying all of it.`)
      while (fs.existsSync(path.join(pgdata, 'postmaster.pid'))) await new Promise((resolve) => setTimeout(resolve, 100))
      fs.writeFileSync(autoConf, fs.readFileSync(autoConf, 'utf8').replace(/^recovery_target_time = .*$/m, ''))
      if ((await start()) !== 'promoted') throw new Error('The restored server stopped short of the end of the WAL')
    }
    // The recovery's settings served once (recovery.signal is gone): the cluster's configuration as it was.
    fs.writeFileSync(autoConf, before)
    options.log(`The restored server runs at ${serverOf()} (data directory ${pgdata}).`)
  } catch (error) {
    // The target as it was: the new data directory (its server stopped, if it started) gone, the old one back.
    if (swapped) {
      await user.run(pgCtl(backup.dir), ['-D', pgdata, '-m', 'immediate', 'stop']).catch(() => undefined)
      fs.rmSync(pgdata, { recursive: true, force: true })
      if (keptAside) fs.renameSync(keptAside, pgdata)
    }
    throw error
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  // The keys the database's encrypted fields need, when this machine lost them too.
  if (!fs.existsSync(path.join(dataDir, 'secrets.json'))) {
    const secrets = await readFromReplica(target, REPLICA_PARTS.secrets)
    if (secrets) {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
      fs.writeFileSync(path.join(dataDir, 'secrets.json'), secrets, { mode: 0o600 })
    }
  }
  await options.finish({})
  return { range, at: options.at, files: null, missing: 0, seconds: (Date.now() - started) / 1000, keptAside }
}
