// `npm run wal-archive`: PostgreSQL's continuous archive, run once for the whole site (beside the database or on the
// machine that holds the archive; docs/operations.md, "Continuous archiving (PostgreSQL)"). Creates the replication
// slot when missing, takes a base backup at start and every day, streams the WAL with pg_receivewal (restarted when it
// ends) and keeps a week. Stops on SIGTERM or SIGINT.
import { spawn, type ChildProcess } from 'node:child_process'

import { archiveSettings, ensureSlot, pruneArchive, receiveWalArgs, takeBaseBackup } from '../lib/wal-archive/archive'
import { postgresProgram } from '../lib/wal-archive/tools'

const DAY_MS = 86_400_000
const RESTART_MS = 5_000

const settings = (() => {
  try {
    return archiveSettings()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
})()
if (!settings) {
  console.error('Set WAL_ARCHIVE_DIR to the folder the archive goes to (another disk or machine), with DATABASE_URL to the PostgreSQL database.')
  process.exit(2)
}

const receiver = postgresProgram('pg_receivewal')
let stopping = false
let current: ChildProcess | null = null
let slotReady: () => void
// The base backup waits for the slot: from then on PostgreSQL keeps every WAL record after it for pg_receivewal.
const slotExists = new Promise<void>((resolve) => (slotReady = resolve))

/** pg_receivewal, started again RESTART_MS after it ends (PostgreSQL restarting, the network away). */
async function receive() {
  while (!stopping) {
    try {
      await ensureSlot(settings!)
      slotReady!()
    } catch (error) {
      console.error(`WAL archive: the slot could not be checked (${(error as Error).message.trim().split('\n').at(-1)}); trying again.`)
      await new Promise((resolve) => setTimeout(resolve, RESTART_MS))
      continue
    }
    const child = spawn(receiver, receiveWalArgs(settings!), { stdio: ['ignore', 'inherit', 'inherit'] })
    current = child
    const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal)))
    current = null
    if (!stopping) {
      console.error(`WAL archive: pg_receivewal ended (${code}); starting it again.`)
      await new Promise((resolve) => setTimeout(resolve, RESTART_MS))
    }
  }
}

async function baseBackup() {
  try {
    const backup = await takeBaseBackup(settings!)
    const pruned = await pruneArchive(settings!)
    console.info(`WAL archive: base backup ${backup.dir}${pruned ? `; ${pruned} older than a week deleted` : ''}.`)
  } catch (error) {
    console.error(`WAL archive: the base backup failed, next try in an hour: ${(error as Error).message}`)
    setTimeout(baseBackup, DAY_MS / 24).unref()
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    current?.kill('SIGTERM')
  })
}

console.info(`WAL archive: streaming to ${settings.dir} through slot ${settings.slot}.`)
const receiving = receive()
await slotExists
await baseBackup()
const daily = setInterval(baseBackup, DAY_MS)
await receiving
clearInterval(daily)
