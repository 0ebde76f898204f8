import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { Client } from 'pg'

import { callSite } from '../setup/http'
import type { ServerInfo } from '../setup/server-info'
import { exited, freePort, serveSite, startSite, stopSite } from '../setup/site-server'
import { baseBackups } from '@/lib/wal-archive/archive'
import { postgresProgram } from '@/lib/wal-archive/tools'
import { applicationIds, runScript, scriptEnv, sendApplications, waitFor, work } from './drill'

/**
 * The continuous archiving drill for PostgreSQL (docs/operations.md, "Continuous archiving (PostgreSQL)"), on a
 * database cluster of the test's own, set up as docs/deployment.md's several-instance setup says: `npm run
 * wal-archive` takes a base backup and streams the WAL; applications are sent without pause; the site and the
 * cluster are killed with SIGKILL at once and the cluster's data directory deleted; `npm run restore --
 * --from-replica` rebuilds it from the archive with every application answered 201 (the loss window, RPO, and the
 * restore and start, RTO, measured); `--at` gives the database as it was at an instant, and instants outside the
 * archive and a running server are refused.
 */
jest.setTimeout(600_000)

const cluster = path.join(work, 'cluster')
const pgdata = path.join(cluster, 'data')
const archiveDir = path.join(work, 'wal-archive')
// PostgreSQL refuses to run as root: as root, the cluster runs as Debian's postgres user.
const asPostgres: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : {}
let port: number
let databaseUrl: string

const pgCtl = (...args: string[]) => execFileSync(postgresProgram('pg_ctl'), ['-D', pgdata, ...args], { ...asPostgres, stdio: 'pipe' })
/** The archive settings the several-instance setup gives PostgreSQL (they are its defaults since version 10, said anyway). */
const startCluster = () => pgCtl('-l', path.join(cluster, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${cluster} -c wal_level=replica -c max_wal_senders=4 -c max_replication_slots=4`, 'start')

/** The postmaster and every process it started, killed at once, as a power cut would. */
function killCluster() {
  const postmaster = fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]
  const children = execFileSync('pgrep', ['-P', postmaster]).toString().trim().split('\n')
  for (const pid of [postmaster, ...children]) process.kill(Number(pid), 'SIGKILL')
  return Number(postmaster)
}

const archiveEnv = () => ({ DATABASE_URL: databaseUrl, WAL_ARCHIVE_DIR: archiveDir })

/** `npm run wal-archive`, once its base backup is taken and its slot streams. */
async function startArchiver(): Promise<ChildProcess> {
  const before = (await baseBackups({ dir: archiveDir })).length
  const log = fs.openSync(path.join(work, 'wal-archive.log'), 'a')
  const archiver = spawn(process.execPath, ['scripts/run-script.mjs', 'scripts/wal-archive.ts'], { env: { ...process.env, ...archiveEnv() }, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  await waitFor(async () => (await baseBackups({ dir: archiveDir })).length > before && (await slotActive()))
  return archiver
}

async function stopArchiver(archiver: ChildProcess) {
  const ended = new Promise((resolve) => archiver.once('exit', resolve))
  archiver.kill('SIGTERM')
  await ended
}

async function slotActive(): Promise<boolean> {
  const client = new Client({ connectionString: databaseUrl })
  try {
    await client.connect()
    return (await client.query(`SELECT 1 FROM pg_replication_slots WHERE slot_name = 'school_site_wal_archive' AND active`)).rowCount === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

const restoreFromArchive = (site: ServerInfo, args: string[] = []) => runScript('scripts/restore.ts', ['--from-replica', ...args], { ...scriptEnv(site, path.join(work, 'archives')), ...archiveEnv(), PGDATA: pgdata })

afterAll(() => {
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid'))) pgCtl('-m', 'immediate', 'stop')
  fs.rmSync(work, { recursive: true, force: true })
})

describe('continuous archiving (PostgreSQL, pg_receivewal)', () => {
  let site: ServerInfo
  let archiver: ChildProcess

  beforeAll(async () => {
    port = Number(process.env.TEST_WAL_PORT) || (await freePort())
    databaseUrl = `postgres://postgres@127.0.0.1:${port}/school_site`
    // The cluster's folder belongs to its user, as /var/lib/postgresql does; the way to it is open.
    fs.chmodSync(work, 0o711)
    fs.mkdirSync(cluster, { mode: 0o700 })
    if (asPostgres.uid !== undefined) fs.chownSync(cluster, asPostgres.uid, asPostgres.gid!)
    execFileSync(postgresProgram('initdb'), ['-D', pgdata, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { ...asPostgres, stdio: 'pipe' })
    startCluster()
    execFileSync(postgresProgram('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'school_site'])
    site = await startSite(undefined, { DATABASE_URL: databaseUrl, WAL_ARCHIVE_SLOT: 'school_site_wal_archive' })
    archiver = await startArchiver()
  })
  afterAll(async () => {
    if (archiver?.exitCode === null) await stopArchiver(archiver)
    if (site) await stopSite(site)
  })

  it('brings back every application answered 201 after the site and the cluster are killed at once and the data directory is lost', async () => {
    const sending = sendApplications(site)
    await waitFor(() => sending.acknowledged.length >= 6)
    const killedAt = Date.now()
    process.kill(-site.pid, 'SIGKILL')
    const postmaster = killCluster()
    await sending.stop()
    await Promise.all([exited(site.pid), exited(postmaster)])
    // The archive lives on: it stops for the restore, which reads it whole.
    await stopArchiver(archiver)
    fs.rmSync(pgdata, { recursive: true, force: true })

    const started = Date.now()
    const restored = await restoreFromArchive(site)
    expect(restored).toEqual(expect.objectContaining({ code: 0 }))
    const restoreSeconds = (Date.now() - started) / 1000
    startCluster()
    site = await serveSite(site)
    const rtoSeconds = (Date.now() - started) / 1000

    const ids = await applicationIds(site)
    const lost = sending.acknowledged.filter(({ id }) => !ids.includes(id))
    const rpoSeconds = lost.length === 0 ? 0 : Math.max(0, killedAt - Math.min(...lost.map(({ at }) => at))) / 1000
    console.info(`WAL archive drill: restore ${restoreSeconds.toFixed(1)} s, restore and start (RTO) ${rtoSeconds.toFixed(1)} s; ${lost.length} of ${sending.acknowledged.length} acknowledged applications lost (RPO ${rpoSeconds.toFixed(1)} s)`)
    expect(lost).toEqual([])
    archiver = await startArchiver()
  })

  it('restores the database as it was at an instant (KST), and refuses instants outside the archive and a running server', async () => {
    const before = sendApplications(site, 1)
    await waitFor(() => before.acknowledged.length >= 2)
    await before.stop()
    // The next whole second: every application before it committed before it, every one after after it.
    const instant = new Date(Math.ceil(Date.now() / 1000) * 1000)
    await waitFor(() => Date.now() > instant.getTime())
    const after = sendApplications(site, 1)
    await waitFor(() => after.acknowledged.length >= 2)
    await after.stop()

    const running = await restoreFromArchive(site)
    expect([running.code, running.output]).toEqual([1, expect.stringContaining('PostgreSQL still runs on')])
    const early = await restoreFromArchive(site, ['--at', '2020-01-01 00:00:00', '--force'])
    expect([early.code, early.output]).toEqual([1, expect.stringMatching(/outside what the archive holds: from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} KST/)])

    process.kill(-site.pid, 'SIGTERM')
    await exited(site.pid)
    await stopArchiver(archiver)
    pgCtl('-m', 'fast', 'stop')
    const kst = new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
    const restored = await restoreFromArchive(site, ['--at', kst, '--force'])
    expect(restored).toEqual(expect.objectContaining({ code: 0 }))
    expect(restored.output).toContain(`${pgdata}.before-restore-`)
    startCluster()
    site = await serveSite(site)
    archiver = await startArchiver()

    const ids = await applicationIds(site)
    expect(before.acknowledged.map(({ id }) => ids.includes(id))).toEqual(before.acknowledged.map(() => true))
    expect(after.acknowledged.map(({ id }) => ids.includes(id))).toEqual(after.acknowledged.map(() => false))
    expect((await callSite<{ walArchive: string }>(site.baseUrl, '/api/health/ready')).body.walArchive).toBe('ok')
  })
})
