import fs from 'node:fs'
import path from 'node:path'

import { Client } from 'pg'

import { adminSignIn } from '../setup/admin-sign-in'
import { callSite } from '../setup/http'
import type { ServerInfo } from '../setup/server-info'
import { serveSite, startSite, stopSite } from '../setup/site-server'
import { backup, expectPages, PASSPHRASE, POSTGRES_URL, restore, settledRows, storedFiles, work, writeContent } from './drill'

/**
 * A SQLite site moved to PostgreSQL by backup and restore (docs/operations.md): every table's rows, every file's
 * bytes and the admin's view of an application, a news post and a contact message are the same on PostgreSQL, the
 * pages render, and new rows take ids after the copied ones.
 */
jest.setTimeout(600_000)

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

/** A document as the admin's API shows it, which reads the same from either database. */
async function asStaffSees(site: ServerInfo, token: string, path: string) {
  const reply = await callSite<Record<string, unknown>>(site.baseUrl, path, { token })
  expect([path, reply.status]).toEqual([path, 200])
  return reply.body
}

describe('SQLite moved to PostgreSQL by backup and restore', () => {
  const database = `${new URL(POSTGRES_URL).pathname.slice(1)}_backup_move`
  const target = new URL(POSTGRES_URL)
  target.pathname = `/${database}`
  const onServer = async (statement: string) => {
    const admin = new URL(POSTGRES_URL)
    admin.pathname = '/postgres'
    const client = new Client({ connectionString: admin.toString() })
    await client.connect()
    await client.query(statement).finally(() => client.end())
  }
  let site: ServerInfo | undefined
  afterAll(async () => {
    if (site) await stopSite(site)
    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  })

  it('brings every row, field and file of the SQLite site into PostgreSQL, and the site serves from there', async () => {
    const backupDir = path.join(work, 'move-archives')
    const sqlite = { ...(await startSite(undefined, { BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: backupDir, DATABASE_URL: '' })), database: 'sqlite' as const }
    site = sqlite
    const written = await writeContent(sqlite, 'move')
    const token = await adminSignIn(sqlite)
    const documents = [`/cms-api/applications/${written.application}?depth=0`, `/cms-api/news?where[slug][equals]=${written.slug}&depth=0`, `/cms-api/contact-messages?where[email][equals]=drill-move@example.com&depth=0`]
    const before = { rows: await settledRows(sqlite), files: await storedFiles(sqlite, { read: (key) => fs.promises.readFile(path.join(sqlite.dataDir, key)).catch(() => null), empty: async () => undefined }), documents: await Promise.all(documents.map((document) => asStaffSees(sqlite, token, document))) }
    const archive = await backup(sqlite, backupDir)
    await stopSite({ ...sqlite, dataDir: path.join(work, 'kept-move'), logFile: path.join(work, 'kept-move.log') })
    site = undefined

    await onServer(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    const moved: ServerInfo = { ...sqlite, dataDir: fs.mkdtempSync(path.join(work, 'moved-')), database: 'postgres', extraEnv: { ...sqlite.extraEnv, DATABASE_URL: target.toString() } }
    const restored = await restore(moved, backupDir, archive)
    expect(restored).toEqual(expect.objectContaining({ code: 0 }))
    expect(restored.output).toMatch(/Copied \d+ rows from SQLite into PostgreSQL/)
    site = await serveSite(moved)

    const { payload_migrations: _sqliteMigrations, ...rows } = before.rows
    const { payload_migrations: _postgresMigrations, ...movedRows } = await settledRows(site)
    expect(movedRows).toEqual(rows)
    expect(await storedFiles(site, { read: (key) => fs.promises.readFile(path.join(moved.dataDir, key)).catch(() => null), empty: async () => undefined })).toEqual(before.files)
    const movedToken = await adminSignIn(site)
    expect(await Promise.all(documents.map((document) => asStaffSees(site!, movedToken, document)))).toEqual(before.documents)
    await expectPages(site, written.slug)
    // New rows take ids after the copied ones.
    await writeContent(site, 'after-move')
  })
})
