// `npm start`'s replicator: Litestream streaming the SQLite database to REPLICA_URL, restarted when it stops, its
// progress written to DATA_DIR/replica-status.json for the dashboard and readiness (lib/replica/status.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { catchUpFiles, copyIntoReplica } from '../../lib/replica/files.ts'
import { litestreamBinary, writeLitestreamConfig } from '../../lib/replica/litestream.mjs'
import { REPLICA_PARTS, replicaStatusFile } from '../../lib/replica/target.ts'
import { UPLOAD_PREFIXES } from '../../cms/upload-prefixes.ts'
import { log } from './project.mjs'

const HEARTBEAT_MS = 5_000
const RESTART_MS = 2_000

/** The keys and every stored file the replica lacks (files on disk only: a site bucket, S3_*, keeps its own). */
async function copyOwnFiles(target, dataDir) {
  if (fs.existsSync(path.join(dataDir, 'secrets.json'))) await copyIntoReplica(target, path.join(dataDir, 'secrets.json'), REPLICA_PARTS.secrets)
  if (process.env.S3_BUCKET?.trim()) return
  const copied = await catchUpFiles(target, dataDir, Object.values(UPLOAD_PREFIXES))
  if (copied > 0) log(`Copied ${copied} stored files the replica lacked.`)
}

/** copyOwnFiles beside the start, for both databases' replicators: a failure is said and the next start tries again. */
export function catchUpOwnFiles(target, dataDir) {
  copyOwnFiles(target, dataDir).catch((error) => log(`The keys and stored files could not all be copied to the replica (${error.message}); the next start tries again.`))
}

/**
 * Starts Litestream on `dbPath` and keeps it running until `stop()`. A replica that does not answer never stops the
 * site: it is said once in the log (and on the dashboard through the status file) and Litestream keeps retrying.
 */
export function superviseReplica(target, dbPath, dataDir) {
  const config = writeLitestreamConfig(target, dbPath, path.join(dataDir, '.replica'))
  const statusFile = replicaStatusFile(dataDir)
  const status = { url: target.shown, startedAt: new Date().toISOString(), checkedAt: '', running: false, stoppedSince: null, lastWrittenAt: null, failingSince: null }
  const save = () => {
    status.checkedAt = new Date().toISOString()
    fs.writeFileSync(`${statusFile}.tmp`, JSON.stringify(status), { mode: 0o600 })
    fs.renameSync(`${statusFile}.tmp`, statusFile)
  }
  let child = null
  let stopping = false
  let restarts = 0

  const onLine = (line) => {
    if (/msg="(wal segment|snapshot) written"/.test(line)) {
      if (status.failingSince) log(`Replica ${target.shown} answers again; replication caught up.`)
      status.lastWrittenAt = new Date().toISOString()
      status.failingSince = null
      save()
    } else if (/level=ERROR/.test(line) && !status.failingSince) {
      status.failingSince = new Date().toISOString()
      save()
      // Once per outage: Litestream retries every second and would fill the log.
      log(`Replica ${target.shown} does not answer; the site keeps running and Litestream keeps trying. ${line.replace(/^.*?msg=/, '')}`)
    }
  }

  const run = () => {
    child = spawn(litestreamBinary(), ['replicate', '-config', config], { stdio: ['ignore', 'pipe', 'pipe'] })
    status.running = true
    status.stoppedSince = null
    save()
    for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', onLine)
    child.on('exit', (code, signal) => {
      status.running = false
      status.stoppedSince = new Date().toISOString()
      save()
      if (stopping) return
      restarts += 1
      if (restarts === 1) log(`Litestream stopped (${code ?? signal}); starting it again.`)
      setTimeout(run, RESTART_MS)
    })
  }

  catchUpOwnFiles(target, dataDir)
  run()
  const heartbeat = setInterval(save, HEARTBEAT_MS)
  log(`Replicating the database to ${target.shown} (Litestream).`)
  return {
    /** Stops Litestream after its last sync (it copies what the WAL holds on SIGTERM), at most 10 s. */
    stop: () => {
      stopping = true
      clearInterval(heartbeat)
      if (!child || !status.running) return Promise.resolve()
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      return Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    },
  }
}
