import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { adminSignIn } from '../setup/admin-sign-in'
import { callSite } from '../setup/http'
import { openAdmissions } from '../setup/office'
import { OwnPostgres, postgresBinaries, type SiteRole } from '../setup/own-postgres'
import type { ServerInfo } from '../setup/server-info'
import { exited, serveSite, startSite, stopSite } from '../setup/site-server'
import { applicationIds, runScript, scriptEnv, sendApplications, sendAroundAnInstant, waitFor, work } from './drill'

/**
 * The continuous archiving drill of PostgreSQL (docs/operations.md, "Continuous replication (PostgreSQL)"), on a
 * cluster of the test's own: `npm start` runs pg_receivewal over a replication slot and takes a base backup into a
 * file:// replica; applications are sent without pause; the database server is killed (`pg_ctl stop -m immediate`)
 * mid-write and its data directory deleted; `npm run restore -- --from-replica` builds a new one from the base backup
 * and the WAL and starts it: every application answered 201 before the archive's loss window is there. `--at` gives the database as it was at an
 * instant; instants outside the archive and a live server are refused. The figures go to the log, not to asserts.
 */
jest.setTimeout(300_000)

const replicaDir = path.join(work, 'replica')
const START = 'scripts/start.mjs'
const bin = postgresBinaries()
// In CI the drill must run; elsewhere a PostgreSQL without Debian's server programs (Docker, Homebrew) skips it.
if (!bin && process.env.CI) throw new Error("CI needs PostgreSQL's server programs for the archiving drill (Debian: apt-get install postgresql).")
if (!bin) console.warn("Skipping the PostgreSQL archiving drill: no PostgreSQL server programs in /usr/lib/postgresql/*/bin (Debian: postgresql).")
const describeWithPostgres = bin ? describe : describe.skip
const cluster = new OwnPostgres(bin ?? '')
/** The site's role, with a password that needs escaping in a passfile (a colon). */
const role: SiteRole = { name: 'school', password: 'wal:drill-passw0rd' }
let site: ServerInfo
/**
 * The archive is asynchronous (docs/operations.md, "Loss window"): a commit reaches it just after it is acknowledged,
 * so a server killed at that moment loses it. The goal is 5 s; what is lost is logged, what is older must be there.
 */
const LOSS_WINDOW_MS = 5_000

const restoreFromReplica = (args: string[] = []) =>
  runScript('scripts/restore.ts', ['--from-replica', ...args], { ...scriptEnv(site, path.join(work, 'archives')), REPLICA_URL: `file://${replicaDir}`, PGDATA: cluster.pgdata })

const readiness = async () => (await callSite<{ status: string; replica: string }>(site.baseUrl, '/api/health/ready')).body

/** Until the archive holds `generations` (each with its base backup) and readiness says the replica is ok. */
async function archiving(generations: number) {
  const root = path.join(replicaDir, 'postgres')
  const backedUp = (generation: string) => fs.readdirSync(path.join(root, generation, 'base')).some((backup) => fs.existsSync(path.join(root, generation, 'base', backup, 'done.json')))
  const held = () => (fs.existsSync(root) ? fs.readdirSync(root).filter(backedUp).length : 0)
  while (held() < generations || (await readiness()).replica !== 'ok') await new Promise((resolve) => setTimeout(resolve, 500))
}

/** `npm start` stopped (its archiver with it), keeping the site's data folder (its keys) for the restart. */
async function stopServing() {
  process.kill(-site.pid, 'SIGTERM')
  await exited(site.pid)
}

/** The killed database server's data directory deleted, then restored and the site served again. */
async function loseAndRestore(args: string[] = []) {
  fs.rmSync(cluster.pgdata, { recursive: true, force: true })
  const started = Date.now()
  const restored = await restoreFromReplica(args)
  expect([restored.code, restored.output]).toEqual([0, expect.stringContaining('The restored server runs')])
  const restoreSeconds = (Date.now() - started) / 1000
  site = await serveSite(site, START)
  return { restoreSeconds, rtoSeconds: (Date.now() - started) / 1000, output: restored.output }
}

beforeAll(async () => {
  if (!bin) return
  await cluster.create('school', role)
  // The structure alone (a school's first start): the drill writes and counts applications, and needs of the demo
  // content only the department and round they are sent to, which the office sets up first.
  site = await startSite(undefined, { DATABASE_URL: cluster.url('school', role), REPLICA_URL: `file://${replicaDir}`, DEMO_CONTENT: 'off' }, START)
  await openAdmissions(site, await adminSignIn(site))
  await archiving(1)
})

afterAll(async () => {
  if (site) await stopSite(site)
  await cluster.remove()
  fs.rmSync(work, { recursive: true, force: true })
})

describeWithPostgres('continuous archiving of PostgreSQL (pg_receivewal, base backup, file:// replica)', () => {
  it('brings back every application answered 201 before the loss window after the database server is killed mid-write and its data directory deleted', async () => {
    // The password reaches pg_receivewal in a passfile: never on a command line, never in the log.
    expect(execFileSync('ps', ['-eo', 'args']).toString()).not.toContain(role.password)

    const sending = sendApplications(site)
    // Sent for longer than the loss window, so that the applications it must bring back are not none.
    await waitFor(() => sending.acknowledged.length >= 6 && Date.now() - sending.acknowledged[0].at > LOSS_WINDOW_MS + 1_000)
    const killedAt = Date.now()
    const killed = cluster.stop('immediate')
    await sending.stop()
    await killed
    await stopServing()
    const restored = await loseAndRestore()
    console.info(`PostgreSQL archive drill: restore ${restored.restoreSeconds.toFixed(1)} s, restore and start (RTO) ${restored.rtoSeconds.toFixed(1)} s, ${sending.acknowledged.length} applications acknowledged`)

    const ids = await applicationIds(site)
    const lost = sending.acknowledged.filter(({ id }) => !ids.includes(id))
    console.info(`PostgreSQL archive drill: ${lost.length} of ${sending.acknowledged.length} acknowledged applications lost, the newest ${lost.map(({ at }) => killedAt - at).join(', ') || '-'} ms before the kill`)
    expect(lost.filter(({ at }) => killedAt - at > LOSS_WINDOW_MS)).toEqual([])
    // The restored cluster is a new timeline: the archiver starts a new generation with its own base backup.
    await archiving(2)
    expect(fs.readFileSync(site.logFile, 'utf8')).not.toContain(role.password)
  })

  it('restores the database as it was at an instant (KST), and refuses instants outside the archive and a live server', async () => {
    const { before, after, kst } = await sendAroundAnInstant(site, 1_500)

    const live = await restoreFromReplica()
    expect([live.code, live.output]).toEqual([1, expect.stringContaining(`A database server answers at 127.0.0.1:${cluster.port}`)])
    const early = await restoreFromReplica(['--at', '2020-01-01 00:00:00'])
    expect([early.code, early.output]).toEqual([1, expect.stringMatching(/outside what the replica holds: from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} KST .* to now/)])
    const future = await restoreFromReplica(['--at', new Date(Date.now() + 3_600_000).toISOString()])
    expect([future.code, future.output]).toEqual([1, expect.stringContaining('outside what the replica holds')])

    await stopServing()
    await cluster.stop('immediate')
    const restored = await loseAndRestore(['--at', kst])
    console.info(`PostgreSQL archive drill, to an instant: restore ${restored.restoreSeconds.toFixed(1)} s, restore and start ${restored.rtoSeconds.toFixed(1)} s`)
    const ids = await applicationIds(site)
    expect(before.filter(({ id }) => !ids.includes(id))).toEqual([])
    expect(after.filter(({ id }) => ids.includes(id))).toEqual([])
  })
})
