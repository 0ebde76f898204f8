#!/usr/bin/env node
// `npm start`: from a fresh clone to a running site with demo content, with nothing else to install.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { serverEnv, serverNodeFlags } from '../lib/cache/memory-budget.mjs'
import { replicaTarget } from '../lib/replica/target.ts'
import { baseEnv, ensureBuild, ensureDependencies, log, prepareDatabase, root, start } from './lib/project.mjs'
import { superviseReplica } from './lib/replica.mjs'
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

const replica = startReplication()

log(`Starting on http://localhost:${port} ${dev ? '(development)' : ''}`)
// The heap's limit from the machine's memory or MEMORY_LIMIT_MB, and malloc's arenas (lib/cache/memory-budget.mjs).
const server = start(process.execPath, [...serverNodeFlags(), 'server/server.mjs', ...(dev ? ['--dev'] : [])], { ...baseEnv, ...serverEnv(), PORT: port, NODE_ENV: dev ? 'development' : 'production' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', async (code) => {
  // Whatever the server committed last, even when it was killed, reaches the replica before we end.
  await replica?.stop()
  process.exit(code ?? 0)
})

/** Litestream beside the site when REPLICA_URL is set (docs/operations.md, "Continuous replication"); SQLite only for now. */
function startReplication() {
  const target = replicaTarget()
  if (!target) return null
  const databaseUrl = process.env.DATABASE_URL || ''
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    log('REPLICA_URL is for the SQLite database; with PostgreSQL, use its own WAL archiving. Not replicating.')
    return null
  }
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'))
  const dbPath = databaseUrl.startsWith('file:') ? path.resolve(root, databaseUrl.slice('file:'.length)) : path.join(dataDir, 'site.db')
  return superviseReplica(target, dbPath, dataDir)
}
