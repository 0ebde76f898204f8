#!/usr/bin/env node
// `npm test`: unit tests, then the /api contract against SQLite and, where a server is reachable, PostgreSQL.
import { spawnSync } from 'node:child_process'
import net from 'node:net'

import { baseEnv, bin, ensureBuild, ensureDependencies, log, run } from './lib/project.mjs'

const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'

function reachable(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 })
    socket.on('connect', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
    socket.on('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const jest = (args, env = baseEnv) => run(bin('jest'), ['--ci', ...args], env)

/** The browser tests use Debian's Chromium; as root it is installed when missing, otherwise we say what to install. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH || spawnSync('which', ['chromium']).status === 0) return
  if (process.getuid?.() !== 0) throw new Error('The browser tests need Chromium: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROMIUM_PATH.')
  log('Installing Chromium (apt-get install chromium)...')
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { ...baseEnv, DEBIAN_FRONTEND: 'noninteractive' })
}

ensureDependencies()
ensureBuild()

log('Lint')
run(bin('eslint'), ['.'])

log('Import circles')
run(bin('madge'), ['--circular', '--no-spinner', '--extensions', 'ts,tsx,mjs', '--ts-config', 'tsconfig.json', 'app', 'cms', 'lib', 'components', 'i18n', 'scripts', 'instrumentation.ts'])

log('Unit tests')
jest(['--selectProjects', 'unit'])

log('Contract tests on SQLite')
jest(['--selectProjects', 'contract', '--runInBand'], { ...baseEnv, TEST_DATABASE: 'sqlite', DATABASE_URL: '' })

if (await reachable(POSTGRES_URL)) {
  log(`Contract tests on PostgreSQL (${new URL(POSTGRES_URL).host})`)
  jest(['--selectProjects', 'contract', '--runInBand'], { ...baseEnv, TEST_DATABASE: 'postgres', DATABASE_URL: POSTGRES_URL })
  if (spawnSync('which', ['redis-server']).status === 0) {
    log('Two instances on PostgreSQL, Redis (a redis-server of the test\'s own) and an S3 bucket (s3rver)')
    jest(['--selectProjects', 'scale-out', '--runInBand'], { ...baseEnv, TEST_POSTGRES_URL: POSTGRES_URL })
  } else if (process.env.CI) {
    throw new Error('CI needs redis-server for the two-instance tests (Debian: apt-get install redis-server).')
  } else {
    log('redis-server not found: the two-instance tests did not run.')
  }
} else if (process.env.CI) {
  throw new Error(`CI needs PostgreSQL for the contract tests: nothing answers at ${POSTGRES_URL} (set TEST_POSTGRES_URL).`)
} else {
  log(`PostgreSQL not reachable at ${POSTGRES_URL}: contract tests ran on SQLite only.`)
}

ensureChromium()
log('Browser tests (Playwright: desktop and phone, Korean and English browsers) and the crawl')
run(bin('playwright'), ['test'], { ...baseEnv, DATABASE_URL: '' })
