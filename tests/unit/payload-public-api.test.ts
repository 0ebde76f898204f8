import fs from 'node:fs'
import path from 'node:path'

/**
 * Payload through its public API only: no code of ours reaches into a database adapter's
 * internals (its transaction registry `sessions`, the driver `client` or `pool`, the `drizzle`
 * instance, or the adapter cast to another type to get at them). Upgrading Payload must not need
 * this code re-derived. The one exception is a documented workaround in an `upstream-workarounds` folder, which names
 * the upstream issue and has a test that fails when upstream changes (upstream-workarounds/payload-postgres/: the pool's
 * errors, which the adapter leaves unheard).
 */
const ROOT = path.join(__dirname, '..', '..')
const FOLDERS = ['lib', 'cms', 'app', 'server', 'scripts']

const INTERNALS = [
  /\bdb\s*(?:as\s+[^)\n]+\)?)?\s*\.\s*(?:sessions|client|pool|drizzle|busyTimeout)\b/,
  /\badapter\s*\.\s*(?:sessions|client|pool|drizzle)\b/,
  /\bdb\s+as\s+unknown\s+as\b/,
  /\bsessions\s*\[\s*(?:id|transactionID|req\.transactionID)\s*\]/,
]

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(full)
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : []
  })
}

it('has no file that reaches into the database adapter’s internals', () => {
  const offending = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
    .filter((file) => !file.endsWith('payload-types.ts') && !file.includes(`${path.sep}upstream-workarounds${path.sep}`))
    .flatMap((file) => {
      const lines = fs.readFileSync(file, 'utf8').split('\n')
      return lines.flatMap((line, index) => (INTERNALS.some((pattern) => pattern.test(line)) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : []))
    })
  expect(offending).toEqual([])
})

it('keeps no patches of installed packages', () => {
  expect(fs.existsSync(path.join(ROOT, 'patches'))).toBe(false)
})

it('has a test that would find an adapter’s pool reached for', () => {
  expect(INTERNALS.some((pattern) => pattern.test('const pool = (payload.db as unknown as { pool?: PostgresPool }).pool'))).toBe(true)
})
