// Run by `npm run restore` on the restored database before it replaces the live one: the migrations this code has and
// the archive lacked, then the destruction of personal data whose retention ended since the archive was made. With
// --schema-only, the migrations alone (the empty PostgreSQL database a SQLite site moves into).
import { getPayload } from 'payload'

import { migrations } from '../cms/migrations'
import config from '../cms/payload.config'
import { destroyExpired } from '../lib/retention/destroy-expired'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations })
if (process.argv.includes('--schema-only')) process.exit(0)
const outcome = await destroyExpired(payload, 'shell', new Date(), { disableRevalidate: true })
if (!outcome) throw new Error('A destruction run was already under way on the restored database.')
console.info(`Destruction after the restore (register line ${outcome.id}): ${outcome.destroyed} destroyed, ${outcome.failed} left (${outcome.status}).`)
if (outcome.failed > 0) process.exit(1)
process.exit(0)
