import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { callSite } from '../setup/http'
import type { ServerInfo } from '../setup/server-info'
import { exited, serveSite, startSite, stopSite } from '../setup/site-server'
import { applicationFiles, applicationIds, runScript, scriptEnv, sendApplications, sendAroundAnInstant, SENT, waitFor, work } from './drill'

/**
 * The continuous replication drill (docs/operations.md, "Continuous replication"), SQLite with files on disk and a
 * file:// replica: `npm start` runs Litestream beside the site; applications are sent without pause; the server is
 * killed with SIGKILL mid-write; data/ is deleted; `npm run restore -- --from-replica` brings back every application
 * answered 201, with its files. `--at` gives the database as it was at an instant; instants outside the replica's
 * range and a live target are refused. A kill of everything at once (the machine lost) loses at most the last seconds:
 * the RPO, measured. The RTO is the restore and the start, measured.
 */
jest.setTimeout(600_000)

const replicaDir = path.join(work, 'replica')
const START = 'scripts/start.mjs'
const env = (site: ServerInfo) => ({ ...scriptEnv(site, path.join(work, 'archives')), REPLICA_URL: `file://${replicaDir}` })
const restoreFromReplica = (site: ServerInfo, args: string[] = []) => runScript('scripts/restore.ts', ['--from-replica', ...args], env(site))

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** The server process `npm start` supervises (its child running server/server.mjs). */
const serverOf = (site: ServerInfo) => Number(execFileSync('pgrep', ['-P', String(site.pid), '-f', 'server/server.mjs']).toString().trim())

/** Deletes the data folder, restores it from the replica and serves it again: the seconds each took. */
async function loseAndRestore(site: ServerInfo, args: string[] = []) {
  fs.rmSync(site.dataDir, { recursive: true, force: true })
  const started = Date.now()
  const restored = await restoreFromReplica(site, args)
  expect(restored).toEqual(expect.objectContaining({ code: 0 }))
  const restoredAt = Date.now()
  const served = await serveSite(site, START)
  return { site: served, restoreSeconds: (restoredAt - started) / 1000, rtoSeconds: (Date.now() - started) / 1000, output: restored.output }
}

describe('continuous replication (SQLite, file:// replica)', () => {
  let site: ServerInfo

  beforeAll(async () => {
    site = await startSite(undefined, { REPLICA_URL: `file://${replicaDir}` }, START)
  })
  afterAll(async () => {
    if (site) await stopSite(site)
  })

  it('brings back every application answered 201 after the server is killed mid-write and data/ is deleted', async () => {
    const sending = sendApplications(site)
    await waitFor(() => sending.acknowledged.length >= 6)
    process.kill(serverOf(site), 'SIGKILL')
    await sending.stop()
    // npm start ends once Litestream has copied what the killed server committed.
    await exited(site.pid)
    const restored = await loseAndRestore(site)
    site = restored.site
    console.info(`Replica drill: restore ${restored.restoreSeconds.toFixed(1)} s, restore and start (RTO) ${restored.rtoSeconds.toFixed(1)} s, ${sending.acknowledged.length} applications acknowledged`)

    const ids = await applicationIds(site)
    expect(sending.acknowledged.map(({ id }) => id).filter((id) => !ids.includes(id))).toEqual([])
    for (const { id } of sending.acknowledged.slice(-3)) expect(await applicationFiles(site, { read: async (key) => fs.promises.readFile(path.join(site.dataDir, key)).catch(() => null), empty: async () => undefined }, id)).toEqual(SENT)
    expect(restored.rtoSeconds).toBeLessThan(300)
    expect((await callSite<{ replica: string }>(site.baseUrl, '/api/health/ready')).body.replica).toBe('ok')
  })

  it('restores the database as it was at an instant (KST), and refuses instants outside the replica and a live target', async () => {
    // Past Litestream's second-long sync and its listing's whole seconds.
    const { before, after, kst } = await sendAroundAnInstant(site, 2_500)

    const live = await restoreFromReplica(site)
    expect([live.code, live.output]).toEqual([1, expect.stringContaining('already holds a site')])
    const early = await restoreFromReplica(site, ['--at', '2020-01-01 00:00:00', '--force'])
    expect([early.code, early.output]).toEqual([1, expect.stringMatching(/outside what the replica holds: from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} KST/)])
    const future = await restoreFromReplica(site, ['--at', new Date(Date.now() + 3_600_000).toISOString(), '--force'])
    expect([future.code, future.output]).toEqual([1, expect.stringContaining('outside what the replica holds')])

    await stopSite({ ...site, dataDir: path.join(work, 'kept'), logFile: path.join(work, 'kept.log') })
    site = (await loseAndRestore(site, ['--at', kst])).site
    const ids = await applicationIds(site)
    expect(before.filter(({ id }) => !ids.includes(id))).toEqual([])
    expect(after.filter(({ id }) => ids.includes(id))).toEqual([])
  })

  it('loses at most the last seconds when the whole machine stops at once (RPO)', async () => {
    const sending = sendApplications(site)
    await waitFor(() => sending.acknowledged.length >= 6)
    const killedAt = Date.now()
    // The site, its server and Litestream together, as a power cut would.
    process.kill(-site.pid, 'SIGKILL')
    await sending.stop()
    await exited(site.pid)
    site = (await loseAndRestore(site, ['--force'])).site
    const ids = await applicationIds(site)
    const lost = sending.acknowledged.filter(({ id }) => !ids.includes(id))
    // How long before the kill the earliest lost application was answered (an answer can land just after the kill).
    const rpoSeconds = lost.length === 0 ? 0 : Math.max(0, killedAt - Math.min(...lost.map(({ at }) => at))) / 1000
    console.info(`Replica drill: ${lost.length} of ${sending.acknowledged.length} acknowledged applications lost to a kill of everything; loss window (RPO) ${rpoSeconds.toFixed(1)} s`)
    expect(rpoSeconds).toBeLessThanOrEqual(5)
  })
})

describe('a replica that does not answer at start', () => {
  let site: ServerInfo
  afterAll(async () => {
    if (site) await stopSite(site)
  })

  it('lets the site start, says so once in the log, and readiness says unreachable while Litestream keeps trying', async () => {
    // A folder under a file: every write to it fails.
    site = await startSite(undefined, { REPLICA_URL: 'file:///dev/null/replica' }, START)
    const ready = async () => (await callSite<{ status: string; replica: string }>(site.baseUrl, '/api/health/ready')).body
    while ((await ready()).replica !== 'unreachable') await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await ready()).toEqual(expect.objectContaining({ status: 'degraded', replica: 'unreachable' }))
    // Litestream retries every second: after several more tries the log still says it once.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(fs.readFileSync(site.logFile, 'utf8').match(/does not answer/g)).toHaveLength(1)
    expect((await fetch(`${site.baseUrl}/en`)).status).toBe(200)
  })
})
