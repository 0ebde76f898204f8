#!/usr/bin/env node
// `npm run bench`: requests per second of the site's hot reads against the smallest static file served by
// the same server, in one run, plus the server's peak memory; then Lighthouse (mobile) on the pages visitors
// land on, in both languages, beside a blank Next.js page. BENCH_SECONDS sets the length of each load,
// BENCH_LIGHTHOUSE_RUNS the audits a page (3; the median is reported); BENCH_LIGHTHOUSE=0 skips Lighthouse.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startBlankNextPage } from './bench/blank-next-page.mjs'
import { freePort, waitUntilUp } from './bench/http.mjs'
import { startHttpsFront } from './bench/https-front.mjs'
import { lighthouseRows } from './bench/lighthouse.mjs'
import { memoryFirstTouchMicroseconds } from './bench/machine.mjs'
import { registrationBurst } from './bench/registration-burst.mjs'
import { baseEnv, ensureBuild, ensureDependencies, log, root, runScript, start } from './lib/project.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS || 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) throw new Error('BENCH_LIGHTHOUSE_RUNS is a whole number of 1 or more')
/** What Chromium sends; the other targets are fetched uncompressed, as load tools do by default. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

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
    { name: 'gallery', path: `/community/gallery/${encodeURIComponent(galleries.data[0].slug ?? galleries.data[0].id)}` },
  ]
  return pages.flatMap((page) => [
    { name: `${page.name} (ko)`, url: pageOrigin + page.path },
    { name: `${page.name} (en)`, url: pageOrigin + (page.path === '/' ? '/en' : `/en${page.path}`) },
  ])
}

/** The static file first (the reference), then the hot reads and the server-rendered pages a visitor opens most. */
async function targets(baseUrl) {
  const news = await (await fetch(`${baseUrl}/api/news?per_page=1`)).json()
  const newsPath = `/news/announcement/${encodeURIComponent(news.data[0].slug)}`
  return [
    { name: 'static file (reference)', path: '/favicon.ico' },
    { name: 'GET /api/menus', path: '/api/menus' },
    { name: 'GET /api/news', path: '/api/news' },
    { name: 'home page (ko)', path: '/' },
    { name: 'home page (en)', path: '/en' },
    // As browsers ask for it: compressed (Brotli).
    { name: 'home page (ko), br', path: '/', headers: { 'accept-encoding': BROWSER_ENCODINGS } },
    { name: 'news list page', path: '/news/announcement' },
    { name: 'news page', path: newsPath },
    ...(process.env.BENCH_EXTRA_PATHS ?? '').split(',').filter(Boolean).map((extra) => ({ name: `GET ${extra}`, path: extra })),
  ]
}

/** Peak resident memory (VmHWM) of a process and its children, in MiB. */
function peakMemoryMiB(pid) {
  const pids = [pid, ...childPids(pid)]
  return pids.reduce((sum, id) => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
      return sum + kb / 1024
    } catch {
      return sum
    }
  }, 0)
}

function childPids(pid) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    return children.flatMap((child) => [child, ...childPids(child)])
  } catch {
    return []
  }
}

ensureDependencies()
ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-'))
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' }
// One client address sends the whole registration burst: its per-address limit must not be what is measured.
const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, NODE_ENV: 'production', RATE_LIMIT_REGISTER: '100000/60s' }
log('Preparing a database with demo content...')
await runScript('scripts/prepare-database.ts', { ...env, FRESH_DATABASE: '1' })
const port = await freePort()
// localhost, the host the site's canonical links name without SITE_URL (Lighthouse's SEO audit compares them).
const baseUrl = `http://localhost:${port}`
// No `-H 127.0.0.1`: with it, Next.js answers every localized page with a redirect to itself (vercel/next.js#94745).
const server = start(process.execPath, ['scripts/server.mjs'], { ...env, PORT: String(port) }, 'ignore')
try {
  await waitUntilUp(`${baseUrl}/api/current/locale`)
  const rows = []
  for (const target of await targets(baseUrl)) {
    const warmup = await fetch(baseUrl + target.path, { headers: target.headers })
    if (!warmup.ok) throw new Error(`${target.path} answered ${warmup.status}; the benchmark measures only working pages`)
    await autocannon({ url: baseUrl + target.path, headers: target.headers, connections: CONNECTIONS, duration: 2 })
    log(`Loading ${target.path} for ${SECONDS}s with ${CONNECTIONS} connections...`)
    const result = await autocannon({ url: baseUrl + target.path, headers: target.headers, connections: CONNECTIONS, duration: SECONDS })
    rows.push({
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    })
  }
  const reference = rows[0]['req/s']
  for (const row of rows) row['vs static'] = `${((row['req/s'] / reference) * 100).toFixed(0)}%`
  console.table(rows)
  const peak = peakMemoryMiB(server.pid)
  console.log(`Peak server memory (VmHWM, server and children): ${peak.toFixed(0)} MiB`)
  log('Registration burst: 100 applications, each with a photo and three documents, 20 at a time...')
  const burst = await registrationBurst(baseUrl, { count: 100, concurrency: 20, dataDir, admin: ADMIN })
  console.table([burst])
  let lighthouse = []
  let memoryFirstTouch
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    memoryFirstTouch = memoryFirstTouchMicroseconds()
    log(`Lighthouse, mobile profile (simulated slow 4G, 4x slower CPU), the median of ${LIGHTHOUSE_RUNS} runs a page...`)
    const blank = await startBlankNextPage().catch((error) => {
      console.warn(`[bench] The blank Next.js page did not start; the site's pages are audited without it.\n${error.message}`)
      return undefined
    })
    const fronts = []
    try {
      const siteFront = await startHttpsFront(baseUrl)
      fronts.push(siteFront)
      const blankFront = blank && (await startHttpsFront(blank.url))
      if (blankFront) fronts.push(blankFront)
      const reference = blankFront ? [{ name: 'blank Next.js page (reference)', url: `${blankFront.url}/` }] : []
      lighthouse = await lighthouseRows([...reference, ...(await landingPages(baseUrl, siteFront.url))], LIGHTHOUSE_RUNS)
    } finally {
      await Promise.all([...fronts.map((front) => front.stop()), blank?.stop()])
    }
    console.table(lighthouse)
    console.log(`Machine: ${os.cpus().length} cores; a fresh page of memory takes ${memoryFirstTouch} µs (compare Lighthouse rows only between runs of like figure and CPU index)`)
  }
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, lighthouseRuns: LIGHTHOUSE_RUNS, cpus: os.cpus().length, memoryFirstTouchMicroseconds: memoryFirstTouch, rows, peakMemoryMiB: Math.round(peak), burst, lighthouse }, null, 2))
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
