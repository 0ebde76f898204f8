import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { SERVER_INFO_FILE, TEST_ADMIN, type ServerInfo } from './server-info'

const root = path.resolve(__dirname, '..', '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

async function freePort(): Promise<number> {
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
export default async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-data-'))
  const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite'
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    NODE_ENV: 'production',
  }
  const step = (args: string[], extra: Record<string, string> = {}) => {
    const result = spawnSync(bin('payload'), args, { cwd: root, env: { ...env, ...extra }, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`payload ${args.join(' ')} failed`)
  }
  if (database === 'postgres') step(['migrate:fresh', '--force-accept-warning'])
  else step(['migrate'])
  step(['run', 'scripts/seed/index.ts'])

  fs.rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true })
  server.unref()
  const info: ServerInfo = { baseUrl, pid: server.pid!, dataDir, adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, database }
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(info))
  await waitForServer(baseUrl, 60_000)
}
