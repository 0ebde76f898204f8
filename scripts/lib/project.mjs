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

const BUILD_INPUTS = ['app', 'cms', 'lib', 'components', 'i18n', 'messages', 'public', 'proxy.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json']

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

/**
 * Compiles a TypeScript script of ours into one ES module (dependencies stay imports) and returns its
 * path. Running it with plain Node avoids a TypeScript loader: on Node 20, loader hooks intermittently
 * stall while Payload's modules load, and the process quits or hangs halfway (seen with tsx and with
 * Payload's own CLI, which uses tsx).
 */
export async function compileScript(entry) {
  const { build } = await import('esbuild')
  // One file per process: several instances starting at once from one checkout must not write over each other's.
  const outfile = path.join(root, 'node_modules', '.cache', 'site-scripts', `${path.basename(entry, '.ts')}.${process.pid}.mjs`)
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [dependenciesAsImports],
  })
  return outfile
}

/**
 * Dependencies stay imports, but for next-intl's: its ES modules import Next.js's modules without a file name, which
 * Node's ES module resolver refuses (Next.js has no exports map), so next-intl is bundled and every import of
 * Next.js's gets the file name. (i18n/navigation.ts is reached from Payload's config through lib/.)
 */
const dependenciesAsImports = {
  name: 'dependencies-as-imports',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
      // Our own `@/…` paths (tsconfig.json) are bundled like relative ones.
      if (specifier.startsWith('@/') || /^(next-intl|use-intl)(\/|$)/.test(specifier)) return undefined
      return { path: /^next\/[^./]+$/.test(specifier) ? `${specifier}.js` : specifier, external: true }
    })
  },
}

const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Compiles and runs one of our TypeScript scripts under plain Node with the `production` export
 * condition. Lexical's default Node entry points (`*.node.mjs`) pick their build with a top-level
 * `await import()`; with many of them loading at once, Node 20 often drains its event loop before they
 * settle and quits with exit code 13 (seen in 4 of 5 runs on a busy machine). The `production` condition
 * resolves Lexical's built files directly. A start that still ends with 13 is retried: our scripts are
 * safe to run again (migrations and seed are idempotent).
 */
export async function runScript(entry, env = baseEnv, args = []) {
  const compiled = await compileScript(entry)
  try {
    for (let attempt = 1; ; attempt += 1) {
      const result = spawnSync(process.execPath, ['--conditions=production', compiled, ...args], { cwd: root, env, stdio: 'inherit' })
      if (result.status === 0) return
      if (result.status !== UNSETTLED_TOP_LEVEL_AWAIT || attempt === 3) {
        throw Object.assign(new Error(`${entry} exited with ${result.status ?? result.signal}`), { exitCode: result.status ?? 1 })
      }
      log(`${entry} stopped while loading modules (Node exit 13); starting it again`)
    }
  } finally {
    fs.rmSync(compiled, { force: true })
  }
}

/** Applies the committed migrations, then loads demo content into an empty database. */
export async function prepareDatabase(env = baseEnv) {
  log('Applying database migrations...')
  await runScript('scripts/prepare-database.ts', env)
}
