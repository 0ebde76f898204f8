// `npm start`'s replicator: Litestream streaming the SQLite database to REPLICA_URL, restarted when it stops, its
// progress written to DATA_DIR/replica-status.json for the dashboard and readiness (lib/replica/status.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { litestreamBinary, REPLICA_PARTS, replicaStatusFile, writeLitestreamConfig } from '../../lib/replica/litestream.mjs'
import { log } from './project.mjs'

const HEARTBEAT_MS = 5_000
const RESTART_MS = 2_000

/** The backup bucket's client, as lib/backup/settings.ts builds it from BACKUP_S3_*. */
export function replicaS3Client(env = process.env) {
  return new S3Client({
    region: env.BACKUP_S3_REGION || 'us-east-1',
    ...(env.BACKUP_S3_ENDPOINT ? { endpoint: env.BACKUP_S3_ENDPOINT } : {}),
    forcePathStyle: /^(1|true)$/i.test(env.BACKUP_S3_FORCE_PATH_STYLE ?? ''),
    ...(env.BACKUP_S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID, secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? '' } } : {}),
    maxAttempts: 1,
  })
}

/** Copies one file of DATA_DIR into the replica under `name` (the keys, a stored upload). */
export async function copyIntoReplica(target, file, name) {
  if (target.kind === 'file') {
    const to = path.join(target.path, name)
    await fs.promises.mkdir(path.dirname(to), { recursive: true, mode: 0o700 })
    await fs.promises.copyFile(file, `${to}.tmp`)
    await fs.promises.rename(`${to}.tmp`, to)
    return
  }
  const client = replicaS3Client()
  try {
    const key = [target.prefix, name].filter(Boolean).join('/')
    await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: key, Body: await fs.promises.readFile(file) }), { abortSignal: AbortSignal.timeout(10_000) })
  } finally {
    client.destroy()
  }
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

  if (fs.existsSync(path.join(dataDir, 'secrets.json'))) {
    copyIntoReplica(target, path.join(dataDir, 'secrets.json'), REPLICA_PARTS.secrets).catch((error) => log(`The keys could not be copied to the replica (${error.message}); it is retried at the next start.`))
  }
  run()
  const heartbeat = setInterval(save, HEARTBEAT_MS)
  log(`Replicating the database to ${target.shown} (Litestream).`)
  return {
    stop: () => {
      stopping = true
      clearInterval(heartbeat)
      child?.kill('SIGTERM')
    },
  }
}
