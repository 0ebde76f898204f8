#!/usr/bin/env node
// `npm start`: from a fresh clone to a running site with demo content, with nothing else to install.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { serverEnv, serverNodeFlags } from '../lib/cache/memory-budget.mjs'
import { replicaTarget } from '../lib/replica/target.ts'
import { baseEnv, ensureBuild, ensureDependencies, log, prepareDatabase, root, start } from './lib/project.mjs'
import { onSupportedNode } from './lib/supported-node.mjs'

await onSupportedNode(fileURLToPath(import.meta.url))

const dev = process.argv.includes('--dev')
const port = process.env.PORT || '3000'

ensureDependencies()
if (!dev) ensureBuild()
try {
  await prepareDatabase()
} catch (error) {
  // The database step said why on its own output (a refused ADMIN_PASSWORD, a database that does not answer).
  process.exit(typeof error?.exitCode === 'number' ? error.exitCode : 1)
}

const replica = await startReplication()

log(`Starting on http://localhost:${port} ${dev ? '(development)' : ''}`)
// The heap's limit from the machine's memory or MEMORY_LIMIT_MB, and malloc's arenas (lib/cache/memory-budget.mjs).
const server = start(process.execPath, [...serverNodeFlags(), 'server/server.mjs', ...(dev ? ['--dev'] : [])], { ...baseEnv, ...serverEnv(), PORT: port, NODE_ENV: dev ? 'development' : 'production' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', async (code) => {
  // Whatever the server committed last, even when it was killed, reaches the replica before we end.
  await replica?.stop()
  process.exit(code ?? 0)
})

/**
 * When REPLICA_URL is set (docs/operations.md, "Continuous replication"): Litestream beside a SQLite site, or
 * pg_receivewal and base backups for a PostgreSQL one, into a file:// replica (set on one instance only). Their
 * supervisors are imported here, once the dependencies they use are installed (tests/unit/readme-commands-before-install.test.ts).
 */
async function startReplication() {
  const target = replicaTarget()
  if (!target) return null
  const databaseUrl = process.env.DATABASE_URL || ''
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'))
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    if (target.kind !== 'file') {
      log('With PostgreSQL, REPLICA_URL is a folder (file:///path): pg_receivewal writes WAL files to a disk. Not archiving.')
      return null
    }
    const { superviseWalArchive } = await import('./lib/wal-archive.mjs')
    return superviseWalArchive(target, process.env.REPLICA_DATABASE_URL || databaseUrl, dataDir)
  }
  const dbPath = databaseUrl.startsWith('file:') ? path.resolve(root, databaseUrl.slice('file:'.length)) : path.join(dataDir, 'site.db')
  const { superviseReplica } = await import('./lib/replica.mjs')
  return superviseReplica(target, dbPath, dataDir)
}
