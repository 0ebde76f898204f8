import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { adminSignIn } from '../setup/admin-sign-in'
import { query } from '../setup/database'
import { callSite, fetchFrom, freshAddress } from '../setup/http'
import { photo, publishNews, upload } from '../setup/office'
import { multipart, PDF, PNG, TEXT, toFormData, validForm } from '../setup/registration-form'
import type { ServerInfo } from '../setup/server-info'

// What the restore drills (backup-restore.test.ts, backup-move.test.ts, replica*.test.ts) do to a site and read back from it.

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
export const XHR = { 'x-requested-with': 'XMLHttpRequest' }
export const PASSPHRASE = 'drill-passphrase-correct-horse'
export const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-backup-'))
/** Tables a restore itself writes to (its destruction run's register line) or the running site writes by itself. */
export const RESTLESS = /^(destruction_register.*|payload_jobs.*|payload_locked_documents.*|users_sessions|access_log.*)$/

export type Outcome = { code: number | null; output: string }

export function runScript(entry: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-script.mjs', entry, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** The environment the site runs with, as the scripts must see it (its DATA_DIR, database, bucket). */
export const scriptEnv = (site: ServerInfo, backupDir: string, passphrase = PASSPHRASE): Record<string, string> => ({
  ...site.extraEnv,
  DATA_DIR: site.dataDir,
  PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
  BACKUP_DIR: backupDir,
  BACKUP_PASSPHRASE: passphrase,
})

export async function backup(site: ServerInfo, backupDir: string): Promise<string> {
  const outcome = await runScript('scripts/backup.ts', [], scriptEnv(site, backupDir))
  expect(outcome).toEqual(expect.objectContaining({ code: 0 }))
  const archive = outcome.output.trim().split('\n').at(-1)!
  // The whole output when the last line is no archive: what the run said instead.
  expect(fs.existsSync(archive) ? archive : outcome.output).toBe(archive)
  return archive
}

export const restore = (site: ServerInfo, backupDir: string, archive: string, args: string[] = [], passphrase = PASSPHRASE) =>
  runScript('scripts/restore.ts', [archive, ...args], scriptEnv(site, backupDir, passphrase))

export async function register(site: ServerInfo, email: string): Promise<number> {
  const departments = await callSite<{ data: { id: number }[] }>(site.baseUrl, '/api/departments')
  const encoded = await multipart(toFormData(validForm(email, departments.body.data[0].id)))
  const response = await fetchFrom(freshAddress(), `${site.baseUrl}/api/register?locale=ko`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

/**
 * A news post with a picture of its own (its file and the image sizes cut from it), a contact message and an
 * application with its three files, as the office, a visitor and an applicant send them: what every drill brings
 * back, whatever content the site started with. `files` are the keys of the picture's files in the site's storage.
 */
export async function writeContent(site: ServerInfo, tag: string) {
  const token = await adminSignIn(site)
  const cover = await upload(site, token, 'media', { name: `restore-drill-${tag}.png`, bytes: await photo(), type: 'image/png' }, { alt: `복원 훈련 ${tag}` })
  const news = await publishNews(site, token, { title: `Restore drill ${tag}`, slug: `restore-drill-${tag}`, cover: cover.id, text: `복원 훈련 ${tag}` })
  const contact = await callSite(site.baseUrl, '/api/contact/us?locale=ko', { method: 'POST', headers: XHR, from: freshAddress(), body: { name: '홍길동', email: `drill-${tag}@example.com`, message: `복원 훈련 문의 ${tag}`, recaptcha: '', consent_privacy: '1' } })
  expect(contact.status).toBe(200)
  const application = await register(site, `drill-applicant-${tag}@example.com`)
  // A size larger than the picture is not cut (withoutEnlargement): no file, no name.
  const files = [cover.filename, ...Object.values(cover.sizes ?? {}).map((size) => size.filename)].filter(Boolean).map((name) => `media/${name}`)
  return { slug: news.slug, application, files }
}

export const ROW_OF = {
  applications: 'SELECT * FROM applications WHERE id = $1',
  contact: `SELECT * FROM contact_messages WHERE email = $1`,
  news: 'SELECT * FROM news WHERE slug = $1',
}

/** Rows per table, every table of the site. */
export async function rowsPerTable(site: ServerInfo): Promise<Record<string, number>> {
  const tables =
    site.database === 'postgres'
      ? await query<{ name: string }>(site, `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`)
      : await query<{ name: string }>(site, `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
  const counts: Record<string, number> = {}
  for (const { name } of tables) counts[name] = Number((await query<{ count: number }>(site, `SELECT count(*) AS count FROM "${name}"`))[0].count)
  return counts
}

export const withoutRestless = (rows: Record<string, number>) => Object.fromEntries(Object.entries(rows).filter(([table]) => !RESTLESS.test(table)))

/** Rows per table once the site has stopped writing (a contact message's and an application's mails go out after the answer). */
export async function settledRows(site: ServerInfo): Promise<Record<string, number>> {
  let previous = withoutRestless(await rowsPerTable(site))
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const current = withoutRestless(await rowsPerTable(site))
    if (JSON.stringify(current) === JSON.stringify(previous)) return current
    previous = current
  }
  throw new Error('The site kept writing for 20 s')
}

/** Every stored file the database names, with its bytes' hash, read from the site's storage. */
export type Storage = { read: (key: string) => Promise<Buffer | null>; empty: () => Promise<void> }

export async function storedFiles(site: ServerInfo, storage: Storage): Promise<Record<string, string | null>> {
  const folders: Record<string, string> = { media: 'media', files: 'files', applicant_files: 'private', captions: 'captions' }
  const hashes: Record<string, string | null> = {}
  for (const [table, folder] of Object.entries(folders)) {
    const columns =
      site.database === 'postgres'
        ? await query<{ name: string }>(site, `SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1`, [table])
        : await query<{ name: string }>(site, `SELECT name FROM pragma_table_info('${table}')`)
    for (const { name: column } of columns.filter(({ name }) => /(^|_)filename$/.test(name))) {
      for (const { name } of await query<{ name: string }>(site, `SELECT "${column}" AS name FROM "${table}" WHERE "${column}" IS NOT NULL`)) {
        const bytes = await storage.read(`${folder}/${name}`)
        hashes[`${folder}/${name}`] = bytes && crypto.createHash('sha256').update(bytes).digest('hex')
      }
    }
  }
  return hashes
}

/** The application's three files, with the bytes the applicant sent. */
export async function applicationFiles(site: ServerInfo, storage: Storage, id: number) {
  const files = await query<{ filename: string; field: string }>(
    site,
    `SELECT f.filename, CASE f.id WHEN a.photo_id THEN 'photo' WHEN a.study_plan_id THEN 'study_plan' ELSE 'confession' END AS field
       FROM applications a JOIN applicant_files f ON f.id IN (a.photo_id, a.study_plan_id, a.confession_of_faith_file_id) WHERE a.id = $1`,
    [id],
  )
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file.field, await storage.read(`private/${file.filename}`)])))
}

export const SENT = { photo: PNG, study_plan: PDF, confession: TEXT }

/** Sends applications from `workers` applicants at once until `stop()`; keeps each one answered 201 with the time of its answer. */
export function sendApplications(site: ServerInfo, workers = 3) {
  const acknowledged: { id: number; at: number }[] = []
  let running = true
  const one = async (worker: number) => {
    const departments = await callSite<{ data: { id: number }[] }>(site.baseUrl, '/api/departments')
    for (let index = 0; running; index++) {
      const encoded = await multipart(toFormData(validForm(`drill-${worker}-${index}-${Date.now()}@example.com`, departments.body.data[0].id)))
      const response = await fetchFrom(freshAddress(), `${site.baseUrl}/api/register?locale=ko`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body }).catch(() => null)
      // The answer of a killed server never came: that application was not acknowledged.
      if (response?.status !== 201) return
      acknowledged.push({ id: ((await response.json()) as { data: { id: number } }).data.id, at: Date.now() })
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, worker) => one(worker)))
  return { acknowledged, stop: async () => ((running = false), await done) }
}

export const waitFor = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 100))
}

/**
 * Two applications answered 201 before an instant and two after it, `gapMs` away on each side (past the replicator's
 * sync and whole seconds of its listing); the instant is a whole second, as `--at` takes it, and in KST.
 */
export async function sendAroundAnInstant(site: ServerInfo, gapMs: number) {
  const sendTwo = async () => {
    const sending = sendApplications(site, 1)
    await waitFor(() => sending.acknowledged.length >= 2)
    await sending.stop()
    return sending.acknowledged
  }
  const before = await sendTwo()
  await new Promise((resolve) => setTimeout(resolve, gapMs))
  const instant = new Date(Math.floor(Date.now() / 1000) * 1000)
  await new Promise((resolve) => setTimeout(resolve, gapMs))
  const after = await sendTwo()
  const kst = new Date(instant.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
  return { before, after, kst }
}

export const applicationIds = async (site: ServerInfo) => (await query<{ id: number }>(site, 'SELECT id FROM applications')).map((row) => Number(row.id))

/** Pages render after the restore: the home in both languages and the restored news post. */
export async function expectPages(site: ServerInfo, slug: string) {
  for (const page of ['/', '/en', `/news/announcement/${slug}`, `/api/news/${slug}`]) {
    const response = await fetch(site.baseUrl + page)
    expect([page, response.status]).toEqual([page, 200])
  }
  expect(await (await fetch(`${site.baseUrl}/news/announcement/${slug}`)).text()).toContain('복원 훈련')
}
