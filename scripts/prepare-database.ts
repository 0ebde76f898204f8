// Run by `npm start`, `npm run bench` and the tests (through scripts/run-script.mjs): applies the committed
// migrations, then loads demo content into a database that has none (or, with DEMO_CONTENT=off, the structure alone). FRESH_DATABASE=1 drops everything first (tests only).
// Several instances may start at once against one PostgreSQL database: they take turns (scripts/database-lock.ts).
import { getPayload } from 'payload'

import { migrations } from '../cms/migrations'
import config from '../cms/payload.config'
import { keepDataPrivate } from '../cms/storage-paths'
import { ensureBackupPassphrase } from '../lib/backup/settings'
import { whileHoldingStartLock } from './database-lock'
import { refusedAdminSetting } from './seed/admin-settings'
import { demoContentState, demoContentWanted, seedDemoContent, seedStructureOnly } from './seed/index'

const refused = refusedAdminSetting()
if (refused) {
  console.error(`[site] ${refused}`)
  process.exit(1)
}
keepDataPrivate()
const payload = await getPayload({ config })
await whileHoldingStartLock(payload, async () => {
  // Payload's migrate:fresh drops every table, then applies the migration files of the adapter's folder: the same
  // committed migrations as the index that `migrate` is given.
  if (process.env.FRESH_DATABASE === '1') await payload.db.migrateFresh({ forceAcceptWarning: true })
  else await payload.db.migrate({ migrations })
  if ((await demoContentState(payload)) === 'loaded') payload.logger.info('The database has content; demo content not loaded.')
  else if (demoContentWanted()) await seedDemoContent(payload)
  else await seedStructureOnly(payload)
})
ensureBackupPassphrase()
process.exit(0)
