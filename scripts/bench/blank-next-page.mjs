// A blank Next.js page, built by the same Next.js and React as the site, served by `next start` behind the same
// nginx front as the site (bench/https-front.mjs). Lighthouse's figures for it are the framework's own cost on this machine and this
// Chromium: the floor under every page of the site, as /favicon.ico is the ceiling for requests per second.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, log, root, start } from '../lib/project.mjs'
import { freePort, waitUntilUp } from './http.mjs'

const source = path.join(root, 'scripts', 'bench', 'blank-next-page')

function runIn(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, env: baseEnv, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

/**
 * Builds and starts the blank page in a folder of its own outside the project (inside it, Next.js took the
 * site's instrumentation). Its node_modules are hard links to the site's, so the temporary folder must be on the
 * same disk (set TMPDIR otherwise). `stop` ends its server and removes the folder.
 */
export async function startBlankNextPage() {
  log('Building a blank Next.js page as the reference...')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'blank-next-page-'))
  let server
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    fs.rmSync(folder, { recursive: true, force: true })
  }
  try {
    fs.cpSync(source, folder, { recursive: true })
    runIn(folder, 'cp', ['-al', path.join(root, 'node_modules'), 'node_modules'])
    runIn(folder, process.execPath, ['node_modules/next/dist/bin/next', 'build'])
    const port = await freePort()
    server = start(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], baseEnv, ['ignore', 'ignore', 'inherit'], folder)
    const url = `http://localhost:${port}/`
    await waitUntilUp(url)
    return { url, nextDir: path.join(folder, '.next'), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
