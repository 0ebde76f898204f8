#!/usr/bin/env node
// `npm test`: checks and unit tests, the /api contract against SQLite and, where a server is reachable, PostgreSQL,
// the scale-out tests, then the browser tests. Steps that need different things run at the same time, so that CI fits
// its time on two cores: the build beside lint and unit tests, the SQLite lane beside the PostgreSQL one.
// `npm run test:quick` (--quick), for everyday work: lint, types, unit tests and the SQLite contract (the build first
// when it is stale), without PostgreSQL, the scale-out tests and the browser.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { BROTLI_MODULES, NGINX_BINARY } from '../deploy/nginx/render.mjs'
import { ON_POSTGRES } from '../tests/contract/on-postgres.mjs'
import { baseEnv, bin, buildState, ensureDependencies, log, root, runAlongside, runShown } from './lib/project.mjs'
import { onSupportedNode } from './lib/supported-node.mjs'

const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
const HEADLESS_SHELL = 'chromium-headless-shell'

function reachable(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 })
    socket.on('connect', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const installed = (command) => spawnSync('which', [command]).status === 0
/**
 * Jest's own coverage of the code its tests import, for `npm run coverage` (TEST_JEST_COVERAGE, a folder): one
 * report per run, joined by scripts/coverage.mjs with the coverage of the sites the tests start.
 */
function coverageArgs(label) {
  const folder = process.env.TEST_JEST_COVERAGE
  if (!folder) return []
  const run = path.join(folder, label.replace(/\W+/g, '-').toLowerCase().slice(0, 40))
  return ['--coverage', '--coverageDirectory', run]
}

const jest = (label, args, env = baseEnv) => runAlongside(label, bin('jest'), ['--ci', ...coverageArgs(label), ...args], env)

/** Waits for every one of `steps` (promises, or false for one that is not needed), then fails with the first failure. */
async function together(...steps) {
  const failure = (await Promise.allSettled(steps)).find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

/** Runs `steps` (functions returning promises) one after another. */
async function inTurn(...steps) {
  for (const step of steps) await step()
}

const APT_ENV = { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' }
let aptUpdated

/** Installs Debian packages (as root), with the package lists updated once a run. */
async function aptInstall(packages) {
  aptUpdated ??= runAlongside('apt-get update', 'apt-get', ['update'], APT_ENV)
  await aptUpdated
  await runAlongside(`Installing ${packages.join(', ')}`, 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], APT_ENV)
}

/**
 * The browser tests use Debian's Chromium: its headless shell, which does the same work in about a third less
 * time than the whole browser, or the whole browser where only that is installed. As root the shell is
 * installed when missing; otherwise we say what to install.
 */
async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || installed(HEADLESS_SHELL)) return
  if (process.getuid?.() !== 0) {
    if (installed('chromium')) return
    throw new Error(`The browser tests need Chromium: install Debian's "${HEADLESS_SHELL}" or "chromium" package (sudo apt-get install ${HEADLESS_SHELL}) or set CHROMIUM_PATH.`)
  }
  try {
    await aptInstall([HEADLESS_SHELL])
  } catch (error) {
    if (!installed('chromium')) throw error
    log(`${HEADLESS_SHELL} could not be installed (${error.message}); the browser tests use the whole Chromium.`)
  }
}

const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static']
const nginxInstalled = () => [NGINX_BINARY, ...BROTLI_MODULES].every((file) => fs.existsSync(file))

/**
 * The contract tests check the production setup, deploy/nginx/ in front of the site (tests/contract/nginx.test.ts):
 * Debian's nginx with its Brotli modules. As root they are installed when missing; otherwise we say what to install.
 */
async function ensureNginx() {
  if (nginxInstalled()) return
  if (process.getuid?.() !== 0) throw new Error(`The contract tests need Debian's nginx with its Brotli modules: sudo apt-get install ${NGINX_PACKAGES.join(' ')}`)
  await aptInstall(NGINX_PACKAGES)
}

/**
 * The destruction of applicants' files on S3 is tested on a versioned bucket (tests/scale-out/retention-s3.test.ts),
 * which s3rver lacks: Python's moto S3 server. Installed with pip when missing; otherwise we say what to install.
 */
async function ensureMoto() {
  if (installed('moto_server')) return
  try {
    await runAlongside('Installing moto[server] (pip)', 'python3', ['-m', 'pip', 'install', '--quiet', 'moto[server]'], baseEnv)
  } catch (error) {
    throw new Error(`The S3 destruction test needs moto's S3 server: pip install 'moto[server]' (${error.message})`)
  }
}

let postgresAnswer

/** Whether PostgreSQL answers (asked once a run); in CI it must. */
function postgresReachable() {
  postgresAnswer ??= reachable(POSTGRES_URL).then((answers) => {
    if (answers) return true
    if (process.env.CI) throw new Error(`CI needs PostgreSQL for the contract tests: nothing answers at ${POSTGRES_URL} (set TEST_POSTGRES_URL).`)
    log(`PostgreSQL not reachable at ${POSTGRES_URL}: contract tests ran on SQLite only, and of the scale-out tests only the continuous replica's and the destruction on S3 ran.`)
    return false
  })
  return postgresAnswer
}

/** The contract files that depend on the database (tests/contract/on-postgres.mjs); a name no file has stops the run. */
function postgresContractFiles() {
  const files = Object.keys(ON_POSTGRES).map((name) => path.join('tests', 'contract', name))
  const missing = files.filter((file) => !fs.existsSync(path.join(root, file)))
  if (missing.length > 0) throw new Error(`tests/contract/on-postgres.mjs names files that are not there: ${missing.join(', ')}`)
  return files
}

/**
 * Two instances sharing PostgreSQL, Redis and S3 with every other file of tests/scale-out (the replica drills among
 * them: replica-postgres.test.ts starts a cluster of its own with /usr/lib/postgresql/VERSION/bin, never touching the
 * shared server), but the restore drill and ON_SQLITE_LANE's; or why they cannot run here.
 */
async function postgresScaleOut() {
  if (!(await postgresReachable())) return
  if (installed('redis-server')) {
    await jest('Two instances on PostgreSQL, Redis (a redis-server of the test\'s own) and an S3 bucket (s3rver); SQLite moved to PostgreSQL; the continuous archiving drill of PostgreSQL (a cluster of the test\'s own)', ['--selectProjects', 'scale-out', '--runInBand', '--testPathIgnorePatterns', BACKUP_DRILL, ...ON_SQLITE_LANE], { ...testEnv, TEST_POSTGRES_URL: POSTGRES_URL })
  } else if (process.env.CI) {
    throw new Error('CI needs redis-server for the two-instance tests (Debian: apt-get install redis-server).')
  } else {
    log('redis-server not found: the two-instance tests did not run.')
  }
}

/** The database-dependent contract on PostgreSQL. */
async function postgresContract() {
  if (!(await postgresReachable())) return
  await jest(`Contract tests on PostgreSQL (${new URL(POSTGRES_URL).host}), those that depend on the database`, ['--selectProjects', 'contract', '--runInBand', '--runTestsByPath', ...postgresContractFiles()], { ...testEnv, TEST_DATABASE: 'postgres', DATABASE_URL: POSTGRES_URL })
}

const BACKUP_DRILL = 'tests/scale-out/backup-restore.test.ts'
/**
 * The scale-out files whose sites run on SQLite and need no PostgreSQL: the continuous replica's drill (Litestream) and
 * the destruction on a versioned bucket (moto). They run in the SQLite lane, the shorter one without them (measured on
 * 2026-12-07: 987 s against 1,226 s with the replica in the PostgreSQL lane; 898 s against 1,081 s with only the
 * destruction's 60 s there; docs/testing.md, "Where the time goes").
 */
const ON_SQLITE_LANE = ['tests/scale-out/replica.test.ts', 'tests/scale-out/retention-s3.test.ts']

/** The scale-out files of ON_SQLITE_LANE, after the SQLite contract. */
async function sqliteScaleOut() {
  const missing = ON_SQLITE_LANE.filter((file) => !fs.existsSync(path.join(root, file)))
  if (missing.length > 0) throw new Error(`scripts/test.mjs names scale-out files that are not there: ${missing.join(', ')}`)
  await ensureMoto()
  await jest('The continuous replica (Litestream) and the destruction on a versioned bucket (moto), on SQLite', ['--selectProjects', 'scale-out', '--runInBand', '--runTestsByPath', ...ON_SQLITE_LANE], testEnv)
}

/**
 * The restore drill of one setup (a describe of BACKUP_DRILL): SQLite with files on disk after the SQLite contract,
 * PostgreSQL with files in S3 at the end of the other lane, so that the two lanes take about as long.
 */
async function backupDrill(setup) {
  if (!(await postgresReachable())) return
  // A pattern that names no describe would pass with every test skipped.
  if (!fs.readFileSync(path.join(root, BACKUP_DRILL), 'utf8').includes(`drill('${setup}',`)) throw new Error(`${BACKUP_DRILL} has no drill named '${setup}'`)
  await jest(`Backup and restore drill (${setup})`, ['--selectProjects', 'scale-out', '--runInBand', '--testNamePattern', `^${setup} `, BACKUP_DRILL], { ...testEnv, TEST_POSTGRES_URL: POSTGRES_URL })
}

/** The whole contract on SQLite. */
async function sqliteContract() {
  await jest('Contract tests on SQLite', ['--selectProjects', 'contract', '--runInBand'], { ...testEnv, TEST_DATABASE: 'sqlite', DATABASE_URL: '' })
}

await onSupportedNode(fileURLToPath(import.meta.url))
const started = Date.now()
log(`Node.js ${process.versions.node}`)
ensureDependencies()

// A test site prepared once (migrations, demo content) is copied for each later one with the same settings
// (tests/setup/site-server.ts); the copies last as long as the run.
const siteTemplates = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-templates-'))
process.on('exit', () => fs.rmSync(siteTemplates, { recursive: true, force: true }))
const testEnv = { ...baseEnv, TEST_SITE_TEMPLATES: siteTemplates }

const quick = process.argv.includes('--quick')
const build = buildState()
await together(
  build.stale && runAlongside('Build (next build)', 'npm', ['run', 'build']).then(build.markBuilt),
  inTurn(
    () => runAlongside('Lint', bin('eslint'), ['.']),
    () => runAlongside('Import circles', bin('madge'), ['--circular', '--no-spinner', '--extensions', 'ts,tsx,mjs', '--ts-config', 'tsconfig.json', 'app', 'cms', 'lib', 'components', 'i18n', 'scripts', 'server', 'upstream-workarounds', 'deploy', 'instrumentation.ts', 'proxy.ts']),
    // The build checks the types too; a quick run whose build is current checks them itself.
    () => quick && !build.stale && runAlongside('Types (tsc --noEmit)', bin('tsc'), ['--noEmit']),
    () => jest('Unit tests', ['--selectProjects', 'unit']),
  ),
  quick ? ensureNginx() : inTurn(ensureChromium, ensureNginx),
)

if (quick) {
  await sqliteContract()
  log(`Lint, types, unit and the SQLite contract passed in ${Math.round((Date.now() - started) / 1000)} s (npm test runs the rest)`)
  process.exit(0)
}

// Each contract site has its own port, data folder and database, and keeps its rendered pages in its own memory. Two
// lanes, one per core; the PostgreSQL lane also ends with its half of the restore drill.
await together(
  inTurn(sqliteContract, sqliteScaleOut, () => backupDrill('SQLite with files on disk')),
  inTurn(postgresContract, postgresScaleOut, () => backupDrill('PostgreSQL with files in S3')),
)

// Alone, after the lanes: beside them the sites of both starved on two cores (docs/testing.md, "The schedule": tried
// on 2026-12-07, every step took twice as long).
log('Browser tests (Playwright: desktop and phone, Korean and English browsers) and the crawl')
await runShown(bin('playwright'), ['test'], { ...testEnv, DATABASE_URL: '' })
log(`All tests passed in ${Math.round((Date.now() - started) / 1000)} s`)
