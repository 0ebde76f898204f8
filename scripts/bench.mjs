#!/usr/bin/env node
// `npm run bench`: requests per second of the site's hot reads against a static file served by the
// same server, in one run, plus the server's peak memory. BENCH_SECONDS sets the length of each load.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { baseEnv, clearDataCache, ensureBuild, ensureDependencies, log, root, runScript, start } from './lib/project.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS || 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16)

/** The static file first (the reference), then the hot reads and the server-rendered pages a visitor opens most. */
async function targets(baseUrl) {
  const news = await (await fetch(`${baseUrl}/api/news?per_page=1`)).json()
  const newsPath = `/news/announcement/${encodeURIComponent(news.data[0].slug)}`
  return [
    { name: 'static file (reference)', path: '/videos/campus/index.m3u8' },
    { name: 'GET /api/menus', path: '/api/menus' },
    { name: 'GET /api/news', path: '/api/news' },
    { name: 'home page (ko)', path: '/' },
    { name: 'home page (en)', path: '/en' },
    { name: 'news list page', path: '/news/announcement' },
    { name: 'news page', path: newsPath },
    ...(process.env.BENCH_EXTRA_PATHS ?? '').split(',').filter(Boolean).map((extra) => ({ name: `GET ${extra}`, path: extra })),
  ]
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

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

async function waitUntilUp(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server did not start at ${url}`)
}

ensureDependencies()
ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-bench-'))
const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', ADMIN_PASSWORD: 'bench-admin-password', NODE_ENV: 'production' }
log('Preparing a database with demo content...')
await runScript('scripts/prepare-database.ts', { ...env, FRESH_DATABASE: '1' })
clearDataCache()
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
// No `-H 127.0.0.1`: with it, Next.js answers every localized page with a redirect to itself (vercel/next.js#94745).
const server = start(process.execPath, ['scripts/server.mjs'], { ...env, PORT: String(port) }, 'ignore')
try {
  await waitUntilUp(`${baseUrl}/api/current/locale`)
  const rows = []
  for (const target of await targets(baseUrl)) {
    const warmup = await fetch(baseUrl + target.path)
    if (!warmup.ok) throw new Error(`${target.path} answered ${warmup.status}; the benchmark measures only working pages`)
    await autocannon({ url: baseUrl + target.path, connections: CONNECTIONS, duration: 2 })
    log(`Loading ${target.path} for ${SECONDS}s with ${CONNECTIONS} connections...`)
    const result = await autocannon({ url: baseUrl + target.path, connections: CONNECTIONS, duration: SECONDS })
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
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, cpus: os.cpus().length, rows, peakMemoryMiB: Math.round(peak) }, null, 2))
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
