// `npm run restore -- --from-replica [--at TIME]` on a PostgreSQL site: the database cluster rebuilt from the WAL
// archive (lib/wal-archive/archive.ts), as it last holds it or as it was at an instant (docs/operations.md,
// "Continuous archiving (PostgreSQL)").
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { Client as PostgresClient } from 'pg'

import { RestoreRefused } from '../backup/restore'
import { kst, parseInstant } from '../replica/instant'
import { archiveSettings, baseBackups, walDir, type BaseBackup } from './archive'
import { postgresProgram } from './tools'

const run = promisify(execFile)

export type WalRestoreOptions = {
  /** The instant to restore (`--at`), or undefined for the last the archive holds. */
  at?: string
  force: boolean
  /** Applies the migrations and the destruction run on the restored database (a child process with its environment). */
  finish: (env: Record<string, string>) => Promise<void>
  log: (line: string) => void
}

export type WalRestoreResult = { base: BaseBackup; at: Date | null; lastReplayed: Date | null; seconds: number; keptAside: string | null }

const SEGMENT = /^([0-9A-F]{8})([0-9A-F]{16})(\.partial)?$/

/** The pid in PGDATA's postmaster.pid when that process lives: PostgreSQL still runs on it. */
async function runningPostmaster(pgdata: string): Promise<number | null> {
  const pid = Number((await fs.promises.readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0])
  if (!pid) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return null
  }
}

/**
 * Copies from the archive what replaying from `base` needs into `into`, readable by the server's user: the timelines'
 * history and every segment from the base's first on, the one pg_receivewal was still writing (.partial) under its
 * whole name.
 */
async function stageWal(archive: string, base: BaseBackup, into: string) {
  const timeline = base.firstWal.slice(0, 8)
  const names = await fs.promises.readdir(archive)
  for (const name of names) {
    const segment = SEGMENT.exec(name)
    const wanted = name.endsWith('.history') || (segment && segment[1] >= timeline && segment[2] >= base.firstWal.slice(8) && !(segment[3] && names.includes(name.slice(0, 24))))
    if (wanted) await fs.promises.copyFile(path.join(archive, name), path.join(into, segment ? name.slice(0, 24) : name))
  }
}

/** Waits until the server on `socketDir` has replayed and left recovery; fails with its log's last lines if it ends. */
async function waitForPromotion(server: ReturnType<typeof spawn>, connection: { host: string; port: number; user: string; database: string }, logFile: string): Promise<Date | null> {
  let ended: string | null = null
  server.on('exit', (code, signal) => (ended = `PostgreSQL ended (${code ?? signal})`))
  for (;;) {
    if (ended) {
      const log = await fs.promises.readFile(logFile, 'utf8').catch(() => '')
      if (log.includes('recovery ended before configured recovery target was reached')) throw new RestoreRefused('The archive ends before that instant: restore without --at for everything it holds.')
      throw new Error(`${ended} before the restore finished:\n${log.trim().split('\n').slice(-8).join('\n')}`)
    }
    const client = new PostgresClient(connection)
    try {
      await client.connect()
      const { rows } = await client.query<{ recovering: boolean; replayed: Date | null }>('SELECT pg_is_in_recovery() AS recovering, pg_last_xact_replay_timestamp() AS replayed')
      if (!rows[0].recovering) return rows[0].replayed
    } catch {
      // Not accepting connections until it is consistent.
    } finally {
      await client.end().catch(() => undefined)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Rebuilds PGDATA (the stopped server's data directory) beside it from the newest base backup before the instant and
 * the WAL after it, replayed by a server of its own on a private socket up to the instant (or to the archive's end)
 * and promoted; then the migrations and the destruction run; then swapped in, what it replaced kept aside.
 */
export async function restoreFromWalArchive(options: WalRestoreOptions): Promise<WalRestoreResult> {
  const started = Date.now()
  const settings = archiveSettings()
  if (!settings) throw new RestoreRefused('Set WAL_ARCHIVE_DIR to the PostgreSQL WAL archive to restore from (what `npm run wal-archive` writes).')
  const pgdata = process.env.PGDATA?.trim() ? path.resolve(process.env.PGDATA) : null
  if (!pgdata) throw new RestoreRefused('Set PGDATA to the data directory of the PostgreSQL server to restore (stopped), e.g. /var/lib/postgresql/15/main.')
  const at = options.at === undefined ? null : parseInstant(options.at)
  if (options.at !== undefined && !at) throw new RestoreRefused(`--at takes "YYYY-MM-DD HH:MM:SS" (KST) or an ISO instant with its zone, not "${options.at}".`)

  const backups = await baseBackups(settings)
  if (backups.length === 0) throw new RestoreRefused(`The archive ${settings.dir} holds no base backup yet.`)
  if (at && (at.getTime() < backups[0].finishedAt.getTime() || at.getTime() > Date.now())) {
    throw new RestoreRefused(`${options.at} is outside what the archive holds: from ${kst(backups[0].finishedAt)} (${backups[0].finishedAt.toISOString()}) to now.`)
  }
  const base = at ? backups.findLast((backup) => backup.finishedAt.getTime() <= at.getTime())! : backups.at(-1)!
  const running = await runningPostmaster(pgdata)
  if (running) throw new RestoreRefused(`PostgreSQL still runs on ${pgdata} (pid ${running}): stop it first (systemctl stop postgresql).`)
  const held = await fs.promises.readdir(pgdata).catch((): string[] => [])
  if (held.length > 0 && !options.force) throw new RestoreRefused(`${pgdata} holds a database cluster. Run again with --force to replace it; it is kept aside.`)

  // PostgreSQL runs as the data directory's owner, never as root.
  const owner = await fs.promises.stat(held.length > 0 ? pgdata : path.dirname(pgdata))
  const asOwner = process.getuid?.() === 0 ? { uid: owner.uid, gid: owner.gid } : {}
  if ('uid' in asOwner && asOwner.uid === 0) throw new RestoreRefused(`${pgdata} (or its folder) belongs to root: PostgreSQL runs as its own user; give the folder to it (chown postgres).`)

  const work = `${pgdata}.restoring-${Date.now()}`
  const staged = path.join(work, 'data')
  try {
    for (const folder of [work, staged, path.join(work, 'wal')]) await fs.promises.mkdir(folder, { mode: 0o700 })
    options.log(`Restoring ${pgdata} from the base backup of ${kst(base.finishedAt)} and the WAL after it, ${at ? `to ${kst(at)}` : 'to the last record the archive holds'}...`)
    await run('cp', ['-a', `${base.dir}/.`, staged])
    await stageWal(walDir(settings), base, path.join(work, 'wal'))
    await fs.promises.writeFile(path.join(staged, 'recovery.signal'), '')
    await fs.promises.writeFile(path.join(work, 'postgresql.conf'), '')
    await fs.promises.writeFile(path.join(work, 'pg_hba.conf'), 'local all all trust\n')
    await fs.promises.writeFile(path.join(work, 'pg_ident.conf'), '')
    if ('uid' in asOwner) await run('chown', ['-R', `${asOwner.uid}:${asOwner.gid}`, work])

    const target = new URL(settings.databaseUrl)
    const connection = { host: work, port: Number(target.port || 5432), user: decodeURIComponent(target.username || 'postgres'), database: decodeURIComponent(target.pathname.slice(1)) || 'postgres' }
    const logFile = path.join(work, 'postgres.log')
    const settingsOnly = (pairs: Record<string, string>) => Object.entries(pairs).flatMap(([name, value]) => ['-c', `${name}=${value}`])
    const server = spawn(
      postgresProgram('postgres'),
      [
        '-D',
        staged,
        ...settingsOnly({
          config_file: path.join(work, 'postgresql.conf'),
          hba_file: path.join(work, 'pg_hba.conf'),
          ident_file: path.join(work, 'pg_ident.conf'),
          listen_addresses: '',
          unix_socket_directories: work,
          port: String(connection.port),
          restore_command: `cp "${path.join(work, 'wal')}/%f" "%p"`,
          recovery_target_timeline: 'latest',
          recovery_target_action: 'promote',
          ...(at ? { recovery_target_time: at.toISOString().replace('T', ' ').replace('Z', '+00') } : {}),
        }),
      ],
      { ...asOwner, stdio: ['ignore', fs.openSync(logFile, 'a'), fs.openSync(logFile, 'a')] },
    )
    let lastReplayed: Date | null
    try {
      lastReplayed = await waitForPromotion(server, connection, logFile)
      options.log(`Replayed up to the transaction of ${lastReplayed ? kst(lastReplayed) : '(none after the base backup)'}; applying the migrations and the destruction run...`)
      await options.finish({ DATABASE_URL: `postgres://${encodeURIComponent(connection.user)}@${encodeURIComponent(work)}:${connection.port}/${encodeURIComponent(connection.database)}` })
    } finally {
      if (server.exitCode === null && server.signalCode === null) {
        const stopped = new Promise((resolve) => server.on('exit', resolve))
        server.kill('SIGINT')
        await stopped
      }
    }

    const keptAside = held.length > 0 ? `${pgdata}.before-restore-${Date.now()}` : null
    if (keptAside) await fs.promises.rename(pgdata, keptAside)
    else await fs.promises.rm(pgdata, { recursive: true, force: true })
    await fs.promises.rename(staged, pgdata)
    return { base, at, lastReplayed, seconds: (Date.now() - started) / 1000, keptAside }
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true })
  }
}
