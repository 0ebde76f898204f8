// `npm run restore -- ARCHIVE [--force]`: restores a backup into the configured target (DATA_DIR's SQLite file and
// folders, or the PostgreSQL database and bucket), after checking the whole archive; a SQLite site's archive restored
// with DATABASE_URL set to PostgreSQL moves the site there. `npm run restore -- --from-replica [--at TIME] [--force]`:
// the SQLite database and its files, or the PostgreSQL data directory at PGDATA, from the continuous replica
// (REPLICA_URL). See docs/operations.md.
import { spawn } from 'node:child_process'

import { ArchiveError } from '../lib/backup/archive'
import { restoreBackup, RestoreRefused } from '../lib/backup/restore'
import { restoreFromReplica } from '../lib/replica/restore'

/** Another of our scripts, as `npm run` starts them (this one runs compiled, away from scripts/lib). */
const runScript = (entry: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run-script.mjs', entry, ...args], { env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${entry} failed (${code})`))))
  })

const args = process.argv.slice(2)
const FLAGS = ['--force', '--from-replica', '--at']
const atIndex = args.indexOf('--at')
const at = atIndex >= 0 ? args[atIndex + 1] : undefined
const positional = args.filter((arg, index) => !arg.startsWith('--') && (atIndex < 0 || index !== atIndex + 1))
const fromReplica = args.includes('--from-replica')
const archive = positional[0]
if (args.some((arg) => arg.startsWith('--') && !FLAGS.includes(arg)) || (atIndex >= 0 && (!fromReplica || !at)) || (fromReplica ? positional.length > 0 : !archive)) {
  console.error('usage: npm run restore -- ARCHIVE [--force]\n       npm run restore -- --from-replica [--at "YYYY-MM-DD HH:MM:SS" (KST) | ISO instant] [--force]')
  process.exit(2)
}

const finish = (env: Record<string, string>) => runScript('scripts/after-restore.ts', { ...process.env, ...env })

if (fromReplica) {
  try {
    const result = await restoreFromReplica({ at, force: args.includes('--force'), finish, log: (line) => console.info(line) })
    console.info(
      `Restored the database from the replica ${result.at ? `as it was at ${result.at.toISOString()}` : `as it last holds it (last change copied ${result.range.last.toISOString()})`} in ${result.seconds.toFixed(1)} s${result.files === null ? '' : `, with ${result.files} files`}.`,
    )
    if (result.keptAside) console.info(`The data it replaced is kept in ${result.keptAside}: delete it once the site is checked, as it holds personal data.`)
    process.exit(0)
  } catch (error) {
    const known = error instanceof RestoreRefused
    console.error(`Restore ${known ? 'refused' : 'failed'}; the target was left as it was: ${error instanceof Error ? (known ? error.message : error.stack) : String(error)}`)
    process.exit(1)
  }
}

try {
  const result = await restoreBackup(archive, {
    force: args.includes('--force'),
    log: (line) => console.info(line),
    finish,
    migrate: (env) => runScript('scripts/after-restore.ts', { ...process.env, ...env }, ['--schema-only']),
  })
  const { rows } = result.manifest
  console.info(
    `Restored the backup of ${result.manifest.createdAt} in ${result.seconds.toFixed(1)} s: ${result.rows} rows (${rows.applications ?? 0} applications, ${rows.users ?? 0} accounts, ${rows.contact_messages ?? 0} contact messages), ${result.files} files, ${result.bytes} bytes.`,
  )
  if (result.keptAside) console.info(`The data it replaced is kept in ${result.keptAside}: delete it once the site is checked, as it holds personal data.`)
  process.exit(0)
} catch (error) {
  const known = error instanceof RestoreRefused || error instanceof ArchiveError
  console.error(`Restore ${known ? "refused" : "failed"}; the target was left as it was: ${error instanceof Error ? (known ? error.message : error.stack) : String(error)}`)
  process.exit(1)
}
