import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

export const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
  DISABLE_PAYLOAD_HMR: 'true',
}

export function log(message) {
  console.log(`\x1b[36m[site]\x1b[0m ${message}`)
}

/** Runs a command in the project root and fails loudly when it fails. */
export function run(command, args, env = baseEnv) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
}

export function start(command, args, env = baseEnv, stdio = 'inherit', cwd = root) {
  return spawn(command, args, { cwd, env, stdio })
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(path.join(root, 'package-lock.json')).mtimeMs) return
  // `npm install`, not `npm ci`: the lock file cannot list the other platforms' optional binaries of
  // @swc/core when the registry mirror lacks them, and `npm ci` refuses such a lock.
  log('Installing dependencies (npm install)...')
  run('npm', ['install', '--no-audit', '--no-fund'])
  // npm leaves the file alone when the lock file changed but nothing needed installing.
  fs.utimesSync(installed, new Date(), new Date())
}

const BUILD_INPUTS = ['app', 'cms', 'lib', 'components', 'i18n', 'messages', 'public', 'upstream-workarounds', 'proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json']

function hashInputs() {
  const hash = crypto.createHash('sha256')
  const visit = (entry) => {
    const full = path.join(root, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) visit(path.join(entry, child))
    } else {
      hash.update(entry).update(fs.readFileSync(full))
    }
  }
  BUILD_INPUTS.forEach(visit)
  return hash.digest('hex')
}

/** Whether the production build is missing or was made from other sources, and how to mark a new one as current. */
export function buildState() {
  const marker = path.join(root, '.next', 'source-hash')
  const current = hashInputs()
  const stale = !fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== current
  return { stale, markBuilt: () => fs.writeFileSync(marker, current) }
}

/** Builds the production bundle unless the last build was made from the same sources. */
export function ensureBuild() {
  const { stale, markBuilt } = buildState()
  if (!stale) return
  log('Building the site (npm run build)...')
  run('npm', ['run', 'build'])
  markBuilt()
}

/** Runs a command with its output on ours, without blocking the steps running beside it; rejects when it fails. */
export function runShown(command, args, env = baseEnv) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))))
  })
}

/**
 * Runs a command beside others: its output is kept and printed in one piece when it ends, under `label`,
 * so that the logs of steps running at once do not interleave. Rejects when the command fails.
 */
export function runAlongside(label, command, args, env = baseEnv) {
  const started = Date.now()
  log(`${label}: started`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      log(`${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
      process.stdout.write(Buffer.concat(output))
      if (code === 0) resolve(seconds)
      else reject(new Error(`${label} (${command} ${args.join(' ')}) exited with ${code ?? signal}`))
    })
  })
}

const TYPESCRIPT_RESOLUTION = path.join(root, 'scripts', 'lib', 'typescript-resolution.mjs')

/**
 * Runs one of our TypeScript scripts with Node alone: Node strips the types (so the code sticks to erasable syntax and
 * type-only imports, which tsconfig.json and the lint check), and typescript-resolution.mjs resolves our `@/…` and
 * extensionless imports. The `production` export condition picks Lexical's built files rather than its `*.node.mjs`
 * entry points, which choose a build at run time. Rejects with the script's exit code when it fails.
 */
export async function runScript(entry, env = baseEnv, args = []) {
  const result = spawnSync(process.execPath, ['--conditions=production', '--import', TYPESCRIPT_RESOLUTION, path.join(root, entry), ...args], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw Object.assign(new Error(`${entry} exited with ${result.status ?? result.signal}`), { exitCode: result.status ?? 1 })
}

/** Applies the committed migrations, then loads demo content into an empty database. */
export async function prepareDatabase(env = baseEnv) {
  log('Applying database migrations...')
  await runScript('scripts/prepare-database.ts', env)
}
