// `npm start`'s archiver for a PostgreSQL site with REPLICA_URL=file://…: pg_receivewal streaming every commit's WAL
// over a replication slot into the replica folder, and a base backup (pg_basebackup) at the start of each generation
// and every REPLICA_BASE_BACKUP_HOURS; restarted when it stops, its progress in DATA_DIR/replica-status.json for the
// dashboard and readiness (lib/replica/status.ts). Layout and connection: lib/replica/wal-archive.mjs.
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { promisify } from 'node:util'

import { clientConnection, DONE, generationsDir, newestWal, pgTool, readArchive } from '../../lib/replica/wal-archive.mjs'
import { REPLICA_SLOT as SLOT, replicaStatusFile } from '../../lib/replica/target.ts'
import { log } from './project.mjs'
import { catchUpOwnFiles } from './replica.mjs'

const run = promisify(execFile)
const HEARTBEAT_MS = 5_000
const RESTART_MS = 2_000
const KEEP_DAYS = 7

/** `20270110T085930Z`: a base backup's folder, sortable. */
const stamp = (date) => date.toISOString().replace(/[-:]|\.\d+/g, '')

/** The cluster's system identifier and timeline, asked over a replication connection as pg_receivewal makes one. */
async function identify(env) {
  const { stdout } = await run(pgTool('psql'), ['-XAtw', '-d', 'replication=true', '-c', 'IDENTIFY_SYSTEM'], { env })
  const [systemId, timeline] = stdout.trim().split('|')
  return `${systemId}-${Number(timeline).toString(16).toUpperCase().padStart(8, '0')}`
}

/** The first WAL file a base backup needs (its backup_label): everything older in `walDir` serves no kept backup. */
const firstWalOf = (backupDir) => /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(fs.readFileSync(path.join(backupDir, 'backup_label'), 'utf8'))?.[1] ?? null

/**
 * A week of history for `--at`: base backups finished within it, and the newest before it (the one an instant at the
 * week's start restores from); the WAL older than the oldest kept backup; generations whose last WAL is older.
 */
function prune(replicaPath, now = Date.now()) {
  const cutoff = now - KEEP_DAYS * 86_400_000
  for (const generation of readArchive(replicaPath)) {
    if (generation.lastWalAt && generation.lastWalAt.getTime() < cutoff) {
      fs.rmSync(generation.dir, { recursive: true, force: true })
      continue
    }
    const older = generation.backups.filter((backup) => backup.finishedAt.getTime() < cutoff)
    for (const backup of older.slice(0, -1)) fs.rmSync(backup.dir, { recursive: true, force: true })
    const oldestKept = generation.backups[Math.max(0, older.length - 1)]
    const first = firstWalOf(oldestKept.dir)
    if (first) removeWalBefore(generation.wal, first)
  }
}

/**
 * Deletes the WAL segments of `walDir` that come before `first`, as pg_archivecleanup does (segment names compared
 * without their timeline), which Debian ships with the server, not with the client tools a site's host may have alone.
 */
function removeWalBefore(walDir, first) {
  for (const name of fs.readdirSync(walDir)) {
    if (/^[0-9A-F]{24}(\.partial)?$/.test(name) && name.slice(8, 24) < first.slice(8, 24)) fs.rmSync(path.join(walDir, name), { force: true })
  }
}

/**
 * Runs pg_receivewal on the site's database until `stop()`. A database or a replica that does not answer never stops
 * the site: it is said once in the log (and on the dashboard through the status file) and the archiver keeps trying.
 */
export function superviseWalArchive(target, databaseUrl, dataDir) {
  const connection = clientConnection(databaseUrl)
  const statusFile = replicaStatusFile(dataDir)
  const status = { url: target.shown, startedAt: new Date().toISOString(), checkedAt: '', running: false, stoppedSince: null, lastWrittenAt: null, failingSince: null, baseBackupAt: null }
  const save = () => {
    status.checkedAt = new Date().toISOString()
    fs.writeFileSync(`${statusFile}.tmp`, JSON.stringify(status), { mode: 0o600 })
    fs.renameSync(`${statusFile}.tmp`, statusFile)
  }
  const everyMs = Number(process.env.REPLICA_BASE_BACKUP_HOURS || 24) * 3_600_000
  let generation = null
  let child = null
  let backingUp = false
  let stopping = false

  /** Once per outage: the tools retry every two seconds and would fill the log. Their messages carry no password. */
  const failed = (what, error) => {
    if (!status.failingSince) log(`${what} failed; the site keeps running and the archiver keeps trying. ${String(error?.stderr || error?.message || error).trim().split('\n')[0]}`)
    status.failingSince ??= new Date().toISOString()
    save()
  }

  const baseBackup = async () => {
    if (backingUp || !generation || stopping) return
    const newest = readArchive(target.path).find((entry) => entry.name === generation.name)?.backups.at(-1)
    if (newest && Date.now() - newest.finishedAt.getTime() < everyMs) return
    backingUp = true
    const partial = path.join(generation.dir, 'base', `.partial-${process.pid}`)
    try {
      fs.rmSync(partial, { recursive: true, force: true })
      await run(pgTool('pg_basebackup'), ['-D', partial, '-Fp', '-X', 'stream', '-c', 'fast', '-w'], { env: connection.env, maxBuffer: 16 * 1024 * 1024 })
      const finishedAt = new Date()
      fs.writeFileSync(path.join(partial, DONE), JSON.stringify({ finishedAt: finishedAt.toISOString() }))
      fs.renameSync(partial, path.join(generation.dir, 'base', stamp(finishedAt)))
      status.baseBackupAt = finishedAt.toISOString()
      // A backup that failed before is behind us once one succeeds while the receiver runs.
      if (status.running) status.failingSince = null
      save()
      log(`Base backup of the database written to ${target.shown} (${generation.name}).`)
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true })
      failed('The base backup (pg_basebackup)', error)
      return
    } finally {
      backingUp = false
    }
    try {
      prune(target.path)
    } catch (error) {
      // The archive keeps more than a week: said, never a failure of the archiving itself.
      log(`Pruning the replica's history failed (${String(error?.message || error).split('\n')[0]}); it keeps more than ${KEEP_DAYS} days.`)
    }
  }

  const cycle = async () => {
    if (stopping) return
    try {
      const name = await identify(connection.env)
      generation = { name, dir: path.join(generationsDir(target.path), name) }
      fs.mkdirSync(path.join(generation.dir, 'wal'), { recursive: true, mode: 0o700 })
      fs.mkdirSync(path.join(generation.dir, 'base'), { recursive: true, mode: 0o700 })
      await run(pgTool('pg_receivewal'), ['--slot', SLOT, '--create-slot', '--if-not-exists', '-w'], { env: connection.env })
    } catch (error) {
      failed('Continuous archiving of PostgreSQL (reaching the server or its slot)', error)
      setTimeout(cycle, RESTART_MS)
      return
    }
    let errors = ''
    // --synchronous: each flush of WAL is written to the replica's disk and confirmed at once, not every 10 s.
    child = spawn(pgTool('pg_receivewal'), ['-D', path.join(generation.dir, 'wal'), '--slot', SLOT, '--synchronous', '--no-loop', '-w'], { env: connection.env, stdio: ['ignore', 'ignore', 'pipe'] })
    status.running = true
    status.stoppedSince = null
    save()
    readline.createInterface({ input: child.stderr }).on('line', (line) => (errors += `${line}\n`))
    child.on('exit', (code, signal) => {
      status.running = false
      status.stoppedSince = new Date().toISOString()
      save()
      if (stopping) return
      failed(`pg_receivewal (${code ?? signal})`, errors || `exit ${code ?? signal}`)
      setTimeout(cycle, RESTART_MS)
    })
    // Back from an outage once the receiver has kept its connection for a while (a refused one exits at once).
    const started = child
    setTimeout(() => {
      if (child !== started || !status.running || !status.failingSince) return
      log(`Continuous archiving of PostgreSQL runs again (${target.shown}).`)
      status.failingSince = null
      save()
    }, HEARTBEAT_MS)
    baseBackup()
  }

  const heartbeat = setInterval(() => {
    if (generation) status.lastWrittenAt = newestWal(path.join(generation.dir, 'wal'))?.toISOString() ?? null
    save()
    baseBackup()
  }, HEARTBEAT_MS)
  catchUpOwnFiles(target, dataDir)
  cycle()
  log(`Archiving the PostgreSQL database's WAL to ${target.shown} (pg_receivewal, slot ${SLOT}).`)
  return {
    /** Stops pg_receivewal, which flushes what it received before it ends (at most 10 s), and deletes the passfile. */
    stop: async () => {
      stopping = true
      clearInterval(heartbeat)
      if (child && status.running) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      }
      connection.cleanup()
    },
  }
}
