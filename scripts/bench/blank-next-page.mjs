// A blank Next.js page, built and served by the same Next.js and React as the site (next build, next start).
// Lighthouse's figures for it are the framework's own cost on this machine and this Chromium: the floor under
// every page of the site, as /favicon.ico is the ceiling for requests per second.
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
 * Builds and starts the blank page in a folder of its own outside the project: inside it, Next.js would take the
 * site's instrumentation and configuration. Its node_modules are hard links to the site's (the same packages,
 * copied in a moment). `stop` ends its server and removes the folder.
 */
export async function startBlankNextPage() {
  log('Building a blank Next.js page as the reference...')
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'blank-next-page-'))
  fs.cpSync(source, folder, { recursive: true })
  runIn(folder, 'cp', ['-al', path.join(root, 'node_modules'), 'node_modules'])
  runIn(folder, process.execPath, ['node_modules/next/dist/bin/next', 'build'])
  const port = await freePort()
  const server = start(process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], baseEnv, 'ignore', folder)
  const url = `http://localhost:${port}/`
  await waitUntilUp(url)
  return {
    url,
    stop: () => {
      server.kill('SIGTERM')
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}
