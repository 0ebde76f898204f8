import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { TEST_ADMIN, TEST_PROFESSOR, type ServerInfo } from './server-info'

const root = process.cwd()

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitForServer(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/current/locale`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`The site did not answer at ${baseUrl} within ${timeoutMs / 1000}s`)
}

/**
 * Starts the built site on a fresh database (a temporary SQLite file, or the PostgreSQL database
 * named by DATABASE_URL, emptied first), with migrations and demo content, as `npm start` would.
 */
export async function startSite(port?: number, extraEnv: Record<string, string> = {}): Promise<ServerInfo> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-data-'))
  const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'
  const { JEST_WORKER_ID: _worker, ...parentEnv } = process.env
  const env = {
    ...parentEnv,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PROFESSOR_PASSWORD: TEST_PROFESSOR.password,
    NODE_ENV: 'production' as const,
    // Lets a contract test ask for an injected failure (see lib/registration/register.ts); never set in a deployment.
    TEST_FAULTS: '1',
    ...extraEnv,
  }
  const prepared = spawnSync(process.execPath, ['scripts/run-script.mjs', 'scripts/prepare-database.ts'], { cwd: root, env: { ...env, FRESH_DATABASE: '1', DISABLE_PAYLOAD_HMR: 'true' }, stdio: 'inherit' })
  if (prepared.status !== 0) throw new Error(`Preparing the test database failed: ${prepared.status ?? prepared.signal} ${prepared.error ?? ''}`)

  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const listenPort = port ?? (await freePort())
  const baseUrl = `http://127.0.0.1:${listenPort}`
  // No `-H 127.0.0.1`: Next.js then treats next-intl's locale rewrites as external and answers every page with a redirect to itself (vercel/next.js#94745).
  const server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env: { ...env, PORT: String(listenPort) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  server.unref()
  const info: ServerInfo = { baseUrl, pid: server.pid!, dataDir, adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, database }
  try {
    await waitForServer(baseUrl, 90_000)
    const menus = await fetch(`${baseUrl}/api/menus`)
    const body = menus.ok ? ((await menus.json()) as { data: unknown[] }) : { data: [] }
    if (body.data.length === 0) throw new Error(`The test server started without demo content (GET /api/menus: ${menus.status})`)
    await warmPages(baseUrl)
  } catch (error) {
    await stopSite(info)
    throw error
  }
  return info
}

/**
 * Real traffic renders pages before anyone calls the API; some faults appear only in that order
 * (a failed sign-in once answered 500 after a page had loaded Payload's modules in another bundle).
 */
async function warmPages(baseUrl: string) {
  for (const page of ['/', '/student-registration', '/en/login']) {
    const response = await fetch(baseUrl + page)
    if (!response.ok) throw new Error(`The test server answered ${response.status} to GET ${page}`)
  }
}

/** Stops the site and waits (up to 10 s) for it to end before removing its data, so nothing it still writes or sends outlives it. */
export async function stopSite(info: ServerInfo) {
  try {
    process.kill(-info.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  await exited(info.pid)
  fs.rmSync(info.dataDir, { recursive: true, force: true })
}

async function exited(pid: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
