import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { exited, freePort } from './site-server'

export type NginxFront = { httpsUrl: string; httpUrl: string; pid: number; dir: string }

/**
 * Starts the production nginx config (deploy/nginx/) on free local ports in front of the site at `upstream` (and the
 * site's `otherNames`, sent to localhost), as an
 * ordinary child process with its own folder (deploy/nginx/local.mjs). Fails with nginx's own words when it cannot
 * start, e.g. when a port is taken.
 */
export async function startNginx(upstream: string, otherNames: string[] = []): Promise<NginxFront> {
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-nginx-'))
  const args = ['deploy/nginx/local.mjs', '--upstream', new URL(upstream).host, '--https-port', String(httpsPort), '--http-port', String(httpPort), '--dir', dir, ...otherNames.flatMap((name) => ['--other-name', name])]
  const logFile = path.join(dir, 'local.log')
  const log = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log)
  child.unref()
  const output = () => fs.readFileSync(logFile, 'utf8')
  for (let waited = 0; !output().includes('[nginx] ready'); waited += 100) {
    if (child.exitCode !== null || waited > 20_000) {
      const reason = `${child.exitCode !== null ? `exit ${child.exitCode}` : 'not ready within 20 s'}:\n${output()}`
      await stopNginx({ httpsUrl: '', httpUrl: '', pid: child.pid!, dir })
      throw new Error(`nginx did not start (${reason})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { httpsUrl: `https://localhost:${httpsPort}`, httpUrl: `http://localhost:${httpPort}`, pid: child.pid!, dir }
}

export async function stopNginx(front: NginxFront) {
  try {
    process.kill(-front.pid, 'SIGTERM')
  } catch {
    // already gone
  }
  await exited(front.pid)
  fs.rmSync(front.dir, { recursive: true, force: true })
}
