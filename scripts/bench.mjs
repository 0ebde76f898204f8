#!/usr/bin/env node
// `npm run bench`: requests per second of the site's hot reads, gzip accepted, in one run: through `npm start` alone
// against /favicon.ico from the same server, and through the production nginx setup (deploy/nginx/) against a
// static file nginx sends from disk; the server's peak memory; then Lighthouse (mobile) on the pages visitors land
// on, in both languages, through nginx, beside a blank Next.js page; and the bytes of each page (scripts/bench/page-sizes.mjs);
// results day: the burst's applicants looking up their results at once while the announcement passes and its mails go
// out (scripts/bench/results-day.mjs; BENCH_RESULTS_CONNECTIONS 64, BENCH_RESULTS_SECONDS 20);
// backup and restore of the demo site and of one with BENCH_BACKUP_APPLICATIONS applications (2000; SQLite only). BENCH_SECONDS sets the length of each load,
// BENCH_LIGHTHOUSE_RUNS the audits a page (3; the median is reported); BENCH_LIGHTHOUSE=0 skips Lighthouse. With MariaDB
// (TEST_MARIADB_URL), the time to import 1,000 news posts with pictures from the old site (scripts/bench/legacy-import.mjs).
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { generateSecret } from 'otplib'

import { backupAndRestore } from './bench/backup-restore.mjs'
import { startBlankNextPage } from './bench/blank-next-page.mjs'
import { freePort, waitUntilUp } from './bench/http.mjs'
import { startHttpsFront } from './bench/https-front.mjs'
import { checkLighthouseBrowser, lighthouseRows } from './bench/lighthouse.mjs'
import { legacyImportTimes } from './bench/legacy-import.mjs'
import { LOAD_TOOL, measureLoad } from './bench/load.mjs'
import { memoryFirstTouchMicroseconds, passwordHashMilliseconds } from './bench/machine.mjs'
import { islandCosts, pageSizes } from './bench/page-sizes.mjs'
import { adminSignIn, registrationBurst } from './bench/registration-burst.mjs'
import { mailsIn, resultsDay } from './bench/results-day.mjs'
import { serverEnv, serverNodeFlags } from '../lib/cache/memory-budget.mjs'
import { baseEnv, ensureBuild, ensureDependencies, log, root, runScript, start } from './lib/project.mjs'
import { onSupportedNode } from './lib/supported-node.mjs'
import { startMailCatcher } from '../tests/setup/mail-catcher.ts'

await onSupportedNode(fileURLToPath(import.meta.url))

const SECONDS = Number(process.env.BENCH_SECONDS || 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
const RESULTS_CONNECTIONS = Number(process.env.BENCH_RESULTS_CONNECTIONS || 64)
const RESULTS_SECONDS = Number(process.env.BENCH_RESULTS_SECONDS || 20)
/** Applications on the site whose backup and restore are measured the second time (BENCH_BACKUP_APPLICATIONS=0: the demo site only). */
const BACKUP_APPLICATIONS = Number(process.env.BENCH_BACKUP_APPLICATIONS ?? 2000)
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS is a whole number of 1 or more')
/** As the goals are measured: every answer compressed with gzip where the server compresses it. */
const GZIP = { 'accept-encoding': 'gzip' }
/** The goals, as the owner set them: a cached page at this share of the reference's rate. */
const GOALS = { 'npm start': 0.5, nginx: 0.9 }

/**
 * The pages Lighthouse audits: home, a department, a news item, the application form and a gallery, in both
 * languages, at `pageOrigin` (the HTTPS front).
 */
async function landingPages(baseUrl, pageOrigin) {
  const news = await (await fetch(`${baseUrl}/api/news?per_page=1`)).json()
  const galleries = await (await fetch(`${baseUrl}/api/galleries`)).json()
  const pages = [
    { name: 'home', path: '/' },
    { name: 'department', path: '/department-guide/ministry-of-ministry' },
    { name: 'news', path: `/news/announcement/${encodeURIComponent(news.data[0].slug)}` },
    { name: 'registration', path: '/student-registration' },
    { name: 'status lookup', path: '/student-registration/status' },
    { name: 'gallery', path: `/community/gallery/${encodeURIComponent(galleries.data[0].slug ?? galleries.data[0].id)}` },
  ]
  return pages.flatMap((page) => [
    { name: `${page.name} (ko)`, url: pageOrigin + page.path },
    { name: `${page.name} (en)`, url: pageOrigin + (page.path === '/' ? '/en' : `/en${page.path}`) },
  ])
}

/** The hot reads and the server-rendered pages a visitor opens most; `news page` is the cached page of the goals. */
async function targets(baseUrl) {
  const news = await (await fetch(`${baseUrl}/api/news?per_page=1`)).json()
  const newsPath = `/news/announcement/${encodeURIComponent(news.data[0].slug)}`
  return [
    { name: 'GET /api/menus', path: '/api/menus' },
    { name: 'GET /api/news', path: '/api/news' },
    { name: 'home page (ko)', path: '/' },
    { name: 'home page (en)', path: '/en' },
    { name: 'news list page', path: '/news/announcement' },
    { name: 'news page', path: newsPath },
    ...(process.env.BENCH_EXTRA_PATHS ?? '').split(',').filter(Boolean).map((extra) => ({ name: `GET ${extra}`, path: extra })),
  ]
}

/** The length of an answer's body as sent, compressed with gzip (fetch would decompress it). */
function bytesOnTheWire(url) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { headers: GZIP, rejectUnauthorized: false }, (response) => {
        let length = 0
        response.on('data', (chunk) => (length += chunk.length))
        response.on('end', () => resolve(length))
      })
      .on('error', reject)
  })
}

/** The build's file closest in size to `bytes`: a static file nginx sends from disk, for reference. */
function staticFileOfSize(bytes, name) {
  const dir = path.join(root, '.next', 'static')
  const size = (file) => fs.statSync(path.join(dir, file)).size
  const files = fs.readdirSync(dir, { recursive: true }).filter((file) => fs.statSync(path.join(dir, file)).isFile())
  const closest = files.sort((a, b) => Math.abs(size(a) - bytes) - Math.abs(size(b) - bytes))[0]
  return { name: `${name} (${size(closest)} B)`, path: `/_next/static/${closest}`, headers: { 'accept-encoding': 'identity' } }
}

/** Loads each target at `origin` in turn (after a short warm-up), the reference first, and rates each against it. */
async function loadRows(origin, reference, list) {
  const rows = []
  for (const target of [reference, ...list]) {
    const headers = target.headers ?? GZIP
    const warmup = await fetch(origin + target.path, { headers })
    if (!warmup.ok) throw new Error(`${origin}${target.path} answered ${warmup.status}; the benchmark measures only working pages`)
    await measureLoad({ url: origin + target.path, headers, connections: CONNECTIONS, seconds: 2 })
    log(`Loading ${origin}${target.path} for ${SECONDS}s with ${CONNECTIONS} connections (${LOAD_TOOL})...`)
    rows.push({ target: target.name, ...(await measureLoad({ url: origin + target.path, headers, connections: CONNECTIONS, seconds: SECONDS })) })
  }
  for (const row of rows) row['vs static'] = `${((row['req/s'] / rows[0]['req/s']) * 100).toFixed(0)}%`
  return rows
}

/** The cached page's rate as a share of the reference's (the first row, or `reference`), against its goal. */
function goalLine(setup, rows, reference = rows[0]) {
  const share = rows.find((row) => row.target === 'news page')['req/s'] / reference['req/s']
  return { setup, reference: reference.target, 'cached page / reference': Number(share.toFixed(2)), goal: GOALS[setup], met: share >= GOALS[setup] }
}

/** CPU seconds the process has used, user and system (/proc/PID/stat, in the kernel's ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Resident memory of a process and its children, in MiB: its peak (VmHWM) or now (VmRSS). */
function memoryMiB(pid, field = 'VmHWM') {
  const pids = [pid, ...childPids(pid)]
  return pids.reduce((sum, id) => {
    try {
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
      return sum + kb / 1024
    } catch {
      return sum
    }
  }, 0)
}
const peakMemoryMiB = (pid) => memoryMiB(pid, 'VmHWM')

function childPids(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    return children.flatMap((child) => [child, ...childPids(child)])
  } catch {
    return []
  }
}

ensureDependencies()
if (process.env.BENCH_LIGHTHOUSE !== '0') checkLighthouseBrowser()
ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-'))
const ADMIN = { email: 'bench-admin@example.com', password: 'quiet-harbor-4417', totpSecret: generateSecret() }
// One client address sends the whole registration burst: its per-address limit must not be what is measured.
// The site sized as `npm start` sizes it on a 1 GB server (BENCH_MEMORY_LIMIT_MB; lib/cache/memory-budget.mjs).
const MEMORY_LIMIT_MB = process.env.BENCH_MEMORY_LIMIT_MB || '1024'
// The site's mails go over SMTP to a catcher, as in production to a relay: the result mails are part of results day.
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-mails-'))
const mailCatcher = await startMailCatcher(mailDir)
const smtp = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailCatcher.port), SMTP_SECURE: 'false' }
const env = { ...baseEnv, ...smtp, MEMORY_LIMIT_MB, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET: ADMIN.totpSecret, NODE_ENV: 'production', TRUST_PROXY: '1', RATE_LIMIT_REGISTER: '100000/60s' }
log('Preparing a database with demo content...')
await runScript('scripts/prepare-database.ts', { ...env, FRESH_DATABASE: '1' })
const port = await freePort()
// localhost, the host the site's canonical links name without SITE_URL (Lighthouse's SEO audit compares them).
const baseUrl = `http://localhost:${port}`
// No `-H 127.0.0.1`: with it, Next.js answers every localized page with a redirect to itself (vercel/next.js#94745).
const server = start(process.execPath, [...serverNodeFlags(Number(MEMORY_LIMIT_MB)), 'server/server.mjs'], { ...env, ...serverEnv(), PORT: String(port) }, 'ignore')
let front
try {
  await waitUntilUp(`${baseUrl}/api/current/locale`)
  // Idle after start: the one request that found it up, then ten quiet seconds.
  await new Promise((resolve) => setTimeout(resolve, 10_000))
  const idle = memoryMiB(server.pid, 'VmRSS')
  console.log(`Server memory idle after start (VmRSS): ${idle.toFixed(0)} MiB; its limit ${MEMORY_LIMIT_MB} MiB`)
  // Node's TLS clients (fetch, autocannon) would refuse the front's self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  front = await startHttpsFront(baseUrl)
  const list = await targets(baseUrl)
  // The bytes of each page, which timings on a busy machine cannot blur: what the server compresses and nginx sends.
  log('Page sizes (HTML and its flight data; the scripts a page starts with):')
  const sizes = []
  for (const target of list.filter((entry) => !entry.path.startsWith('/api/'))) sizes.push({ target: target.name, ...(await pageSizes(baseUrl, target.path, path.join(root, '.next'))) })
  console.table(sizes)
  log('Island costs of the home page (each script it starts with, and the client components it carries):')
  const islands = await islandCosts(baseUrl, '/', path.join(root, '.next'))
  console.table(islands)
  log('Through `npm start` alone:')
  const alone = await loadRows(baseUrl, { name: 'static file (reference)', path: '/favicon.ico' }, list)
  console.table(alone)
  log('Through nginx (deploy/nginx/, HTTPS):')
  // Two references: a file of the favicon's size, and one of the cached page's size as nginx sends it (gzip), the
  // same bytes to encrypt and carry: the first rates the whole cost of the page, the second the micro-cache's own.
  const favicon = fs.statSync(path.join(root, 'app', 'favicon.ico')).size
  const pageBytes = await bytesOnTheWire(front.url + list.find((target) => target.name === 'news page').path)
  const sameSize = staticFileOfSize(pageBytes, 'static file from disk, the size of the news page in gzip')
  const proxied = await loadRows(front.url, staticFileOfSize(favicon, 'static file from disk (reference)'), [...list, sameSize])
  console.table(proxied)
  const goals = [goalLine('npm start', alone), goalLine('nginx', proxied), goalLine('nginx', proxied, proxied.at(-1))]
  console.table(goals)
  const rows = { 'npm start': alone, nginx: proxied }
  const peak = peakMemoryMiB(server.pid)
  console.log(`Peak server memory (VmHWM, server and children): ${peak.toFixed(0)} MiB`)
  log('Registration burst: 100 applications, each with a photo and three documents, 20 at a time...')
  const adminHeaders = await adminSignIn(baseUrl, ADMIN)
  const registered = await registrationBurst(baseUrl, { count: 100, concurrency: 20, dataDir, adminHeaders, serverCpuSeconds: () => cpuSeconds(server.pid) })
  const burst = { ...registered.row, 'password hash ms (reference)': passwordHashMilliseconds() }
  console.table([burst])
  const peakAfterBurst = peakMemoryMiB(server.pid)
  console.log(`Peak server memory after the burst and the admin's reads (VmHWM): ${peakAfterBurst.toFixed(0)} MiB`)
  log(`Results day: the burst's ${registered.applications.length} applicants look up their results, ${RESULTS_CONNECTIONS} connections for ${RESULTS_SECONDS}s, the announcement passing...`)
  const results = await resultsDay(baseUrl, {
    applications: registered.applications,
    adminHeaders,
    connections: RESULTS_CONNECTIONS,
    seconds: RESULTS_SECONDS,
    mailsDelivered: mailsIn(mailDir),
    serverCpuSeconds: () => cpuSeconds(server.pid),
    serverMemoryMiB: () => memoryMiB(server.pid, 'VmRSS'),
  })
  console.table([results])
  const backups = []
  if (!env.DATABASE_URL) {
    log('Backup and restore (npm run backup; npm run restore into a new folder), the demo site and its 100 applications...')
    backups.push(await backupAndRestore('demo site + 100 applications', env, dataDir))
    if (BACKUP_APPLICATIONS > 100) {
      log(`... and with ${BACKUP_APPLICATIONS} applications (registered 20 at a time first)...`)
      await registrationBurst(baseUrl, { count: BACKUP_APPLICATIONS - 100, concurrency: 20, dataDir, adminHeaders: await adminSignIn(baseUrl, ADMIN) })
      backups.push(await backupAndRestore(`${BACKUP_APPLICATIONS} applications`, env, dataDir))
    }
    console.table(backups)
  }
  const legacyImport = await legacyImportTimes(env)
  if (legacyImport) console.table([legacyImport])
  let lighthouse = []
  let memoryFirstTouch
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    memoryFirstTouch = memoryFirstTouchMicroseconds()
    log(`Lighthouse, mobile profile (simulated slow 4G, 4x slower CPU), the median of ${LIGHTHOUSE_RUNS} runs a page...`)
    const blank = await startBlankNextPage().catch((error) => {
      console.warn(`[bench] The blank Next.js page did not start; the site's pages are audited without it.\n${error.message}`)
      return undefined
    })
    const blankFront = blank && (await startHttpsFront(blank.url, blank.nextDir))
    try {
      const reference = blankFront ? [{ name: 'blank Next.js page (reference)', url: `${blankFront.url}/` }] : []
      lighthouse = await lighthouseRows([...reference, ...(await landingPages(baseUrl, front.url))], LIGHTHOUSE_RUNS)
    } finally {
      await Promise.all([blankFront?.stop(), blank?.stop()])
    }
    console.table(lighthouse)
    console.log(`Machine: ${os.cpus().length} cores; a fresh page of memory takes ${memoryFirstTouch} µs (compare Lighthouse rows only between runs of like figure and CPU index)`)
  }
  // The whole run's peak: Lighthouse's pages bring the image optimiser's work after the burst.
  const peakWhole = peakMemoryMiB(server.pid)
  console.log(`Peak server memory over the whole bench (VmHWM): ${peakWhole.toFixed(0)} MiB`)
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, loadTool: LOAD_TOOL, goals, lighthouseRuns: LIGHTHOUSE_RUNS, cpus: os.cpus().length, memoryFirstTouchMicroseconds: memoryFirstTouch, rows, sizes, islands, memoryLimitMiB: Number(MEMORY_LIMIT_MB), idleMemoryMiB: Math.round(idle), peakMemoryMiB: Math.round(peak), peakMemoryAfterBurstMiB: Math.round(peakAfterBurst), peakMemoryWholeMiB: Math.round(peakWhole), burst, results, backups, legacyImport, lighthouse }, null, 2))
} finally {
  await front?.stop()
  server.kill('SIGTERM')
  await mailCatcher.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.rmSync(mailDir, { recursive: true, force: true })
}
