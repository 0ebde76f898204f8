// `npm run import:legacy -- --database mysql://… --storage <old storage/app/public>`: brings the old site's content,
// people and files over (scripts/import-legacy/, docs/moving-in.md). Idempotent and resumable; --dry-run writes nothing.
import type { PayloadRequest } from 'payload'

import { keepDataPrivate } from '../cms/storage-paths'
import { retentionPeriods } from '../lib/retention/periods'
import { CONTENT_STEPS } from './import-legacy/content'
import { Importer } from './import-legacy/importer'
import { describeDatabase, readOptions, USAGE } from './import-legacy/options'
import { PEOPLE_STEPS } from './import-legacy/people'
import { describeBlockers, rowsThatCannotComeOver } from './import-legacy/preflight'
import { progressPrinter } from './import-legacy/progress'
import { Report } from './import-legacy/report'
import { openSource, type Source } from './import-legacy/source'

const fail = (message: string, code = 2): never => {
  console.error(`[import] ${message}`)
  process.exit(code)
}

const options = readOptions(process.argv.slice(2))
if ('problem' in options) fail(`${options.problem}\n${USAGE}`)
const { database, storage, oldSiteUrl, dryRun } = options as Exclude<typeof options, { problem: string }>

// The old database first: a wrong password or a server that does not answer stops here, before anything is written.
let source: Source
try {
  source = await openSource(database)
} catch (error) {
  fail((error as Error).message)
}
if (!source!.has('news') && !source!.has('menus')) fail(`${describeDatabase(database)} does not look like the old site's database (no news or menus table).`)

keepDataPrivate()
// Payload and the site's configuration are loaded only now, once the command line and the old database are known good:
// loading them takes seconds, which a mistyped option or password should not cost.
const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('../cms/payload.config')])
const payload = await getPayload({ config })
const { docs: admins } = await payload.find({ collection: 'users', where: { and: [{ type: { equals: 'admin' } }, { state: { equals: 'active' } }] }, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
if (!admins[0]) fail('The new site has no admin account yet: start it once (npm start) so the first admin exists, then import.')
const staff = { ...admins[0], collection: 'users' } as unknown as PayloadRequest['user']

// Every row checked before anything is written: a row the site would refuse stops the import here, with its fix.
const startedAt = new Date()
const blockers = await rowsThatCannotComeOver(source!, storage, await retentionPeriods(payload), startedAt)
if (blockers.length > 0) {
  await source!.close()
  fail(describeBlockers(blockers), 3)
}

const report = new Report()
const heading = `${dryRun ? 'Dry run of the import' : 'Import'} from ${describeDatabase(database)} and ${storage}, ${startedAt.toISOString()}`
const saved = dryRun
  ? null
  : await payload.create({ collection: 'import-reports', data: { title: heading, status: 'running', startedAt: startedAt.toISOString(), text: '' }, overrideAccess: true, context: { disableRevalidate: true } })

const importer = new Importer(payload, staff, report, storage, oldSiteUrl, dryRun)
await importer.load()
const progress = progressPrinter(process.stdout)
for (const step of [...CONTENT_STEPS, ...PEOPLE_STEPS]) await step({ source: source!, importer, progress })
progress.done()
await source!.close()

const text = report.text(heading)
console.log(`\n${text}`)
if (saved) {
  await payload.update({
    collection: 'import-reports',
    id: saved.id,
    data: { status: report.hasProblems ? 'finished-with-problems' : 'finished', finishedAt: new Date().toISOString(), text, counts: report.json() },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  // The running site shows what came over within seconds: its job runner drops its cached pages and reads.
  await payload.jobs.queue({ task: 'revalidateContent', input: {} })
  console.log('\n[import] The report is kept in the admin (사이트 › 옛 사이트 가져오기). The running site shows what was imported within a few seconds.')
}
process.exit(0)
