import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Client } from 'pg'
import S3rver from 's3rver'

import { adminSignIn } from '../setup/admin-sign-in'
import { callSite } from '../setup/http'
import { openAdmissions } from '../setup/office'
import type { ServerInfo } from '../setup/server-info'
import { serveSite, startSite, stopSite } from '../setup/site-server'
import { query } from '../setup/database'
import { applicationFiles, backup, expectPages, PASSPHRASE, POSTGRES_URL, register, restore, ROW_OF, rowsPerTable, runScript, scriptEnv, SENT, settledRows, storedFiles, withoutRestless, work, writeContent, type Storage } from './drill'
/**
 * The restore drill (docs/operations.md), on SQLite with files on disk and on PostgreSQL with files in S3 (s3rver):
 * content, an application with its files and a contact message are written; `npm run backup` runs while the site
 * serves, once quietly and once racing 20 registrations; the data is lost (folder removed, or database dropped and
 * bucket emptied); `npm run restore` brings back every row the archive holds, every field and every file's bytes,
 * and the site serves its pages again. A truncated archive, a wrong passphrase and a live target without --force are
 * refused and change nothing.
 */
jest.setTimeout(600_000)


afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

type Setup = { site: ServerInfo; storage: Storage; lose: (site: ServerInfo) => Promise<void>; cleanup: () => Promise<void>; offsite?: { keys: () => Promise<string[]> } }

function drill(label: string, setup: (backupDir: string) => Promise<Setup>) {
  describe(label, () => {
    let site: ServerInfo
    let storage: Storage
    let lose: (site: ServerInfo) => Promise<void>
    let cleanup: () => Promise<void>
    let offsite: Setup['offsite']
    const backupDir = path.join(work, `${label.replace(/\W+/g, '-')}-archives`)

    beforeAll(async () => {
      ;({ site, storage, lose, cleanup, offsite } = await setup(backupDir))
    })
    afterAll(async () => {
      if (site) await stopSite(site)
      await cleanup?.()
    })

    it('brings back every row, field and file after the data is lost, and the pages render', async () => {
      const written = await writeContent(site, label.startsWith('SQLite') ? 'sqlite' : 'postgres')
      const before = { rows: await settledRows(site), files: await storedFiles(site, storage), application: await query(site, ROW_OF.applications, [written.application]), contact: await query(site, ROW_OF.contact, [`drill-${label.startsWith('SQLite') ? 'sqlite' : 'postgres'}@example.com`]), news: await query(site, ROW_OF.news, [written.slug]) }
      // The site keeps serving pages during the backup.
      let serving = true
      const pages = (async () => {
        let served = 0
        while (serving) {
          expect((await fetch(`${site.baseUrl}/en`)).status).toBe(200)
          served += 1
        }
        return served
      })()
      const archive = await backup(site, backupDir).finally(() => (serving = false))
      expect(await pages).toBeGreaterThan(0)

      await stopSite({ ...site, dataDir: path.join(work, 'kept'), logFile: path.join(work, 'kept.log') })
      await lose(site)
      const restored = await restore(site, backupDir, archive)
      expect(restored).toEqual(expect.objectContaining({ code: 0 }))
      expect(restored.output).toMatch(/Restored the backup of .* rows \(\d+ applications/)
      site = await serveSite(site)

      expect(withoutRestless(await rowsPerTable(site))).toEqual(before.rows)
      expect(await storedFiles(site, storage)).toEqual(before.files)
      expect(Object.values(before.files).every(Boolean)).toBe(true)
      // The drill's own picture (its original and sizes) is among them, whatever else the site held: on a site started
      // without the demo pictures, the two checks above would also pass for a storage that holds no file at all.
      expect(Object.keys(before.files)).toEqual(expect.arrayContaining(written.files))
      expect(await query(site, ROW_OF.applications, [written.application])).toEqual(before.application)
      expect(before.contact).toHaveLength(1)
      expect(await query(site, ROW_OF.contact, [before.contact[0].email as string])).toEqual(before.contact)
      expect(await query(site, ROW_OF.news, [written.slug])).toEqual(before.news)
      expect(await applicationFiles(site, storage, written.application)).toEqual(SENT)
      await expectPages(site, written.slug)
      expect((await callSite(site.baseUrl, '/api/health/ready')).body).toEqual(expect.objectContaining({ database: 'ok', storage: 'ok', backup: 'ok' }))
    })

    it('holds each application racing the backup whole or not at all', async () => {
      const racing = Array.from({ length: 20 }, (_, index) => register(site, `drill-race-${index}-${Date.now()}@example.com`))
      const archive = await backup(site, backupDir)
      const registered = await Promise.all(racing)
      await stopSite({ ...site, dataDir: path.join(work, 'kept'), logFile: path.join(work, 'kept.log') })
      const restored = await restore(site, backupDir, archive, ['--force'])
      expect(restored).toEqual(expect.objectContaining({ code: 0 }))
      site = await serveSite(site)
      const held = (await query<{ id: number }>(site, 'SELECT id FROM applications')).map((row) => Number(row.id)).filter((id) => registered.includes(id))
      for (const id of held) expect(await applicationFiles(site, storage, id)).toEqual(SENT)
      // No file without its row: every applicant file the restored database names is there; nothing else was restored.
      const files = await storedFiles(site, storage)
      expect(Object.entries(files).filter(([, hash]) => !hash)).toEqual([])
    })

    it('refuses a live target without --force, a truncated archive and a wrong passphrase, and changes nothing', async () => {
      const archive = (await fs.promises.readdir(backupDir)).filter((name) => name.endsWith('.age')).sort()[0]
      const full = path.join(backupDir, archive)
      const truncated = path.join(work, 'truncated.age')
      const bytes = await fs.promises.readFile(full)
      await fs.promises.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)))
      const before = { rows: await settledRows(site), files: await storedFiles(site, storage) }

      const live = await restore(site, backupDir, full)
      expect(live.code).toBe(1)
      expect(live.output).toContain('already holds a site')
      const cut = await restore(site, backupDir, truncated, ['--force'])
      expect(cut.code).toBe(1)
      expect(cut.output).toContain('damaged or incomplete')
      const wrong = await restore(site, backupDir, full, ['--force'], 'not-the-passphrase')
      expect(wrong.code).toBe(1)
      expect(wrong.output).toContain('Wrong passphrase')

      expect(withoutRestless(await rowsPerTable(site))).toEqual(before.rows)
      expect(await storedFiles(site, storage)).toEqual(before.files)
      expect((await fetch(`${site.baseUrl}/`)).status).toBe(200)
    })

    it('copies each archive to the backup bucket; an unreachable bucket fails the run, keeps the archives and shows in readiness', async () => {
      if (!offsite) return
      const local = (await fs.promises.readdir(backupDir)).filter((name) => name.endsWith('.age')).sort()
      expect((await offsite.keys()).map((key) => key.replace(/^backups\//, '')).sort()).toEqual(local)
      const failed = await runScript('scripts/backup.ts', [], { ...scriptEnv(site, backupDir), BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9' })
      expect(failed.code).toBe(1)
      expect(failed.output).toContain('could not be copied to the backup bucket')
      for (const name of local) expect(fs.existsSync(path.join(backupDir, name))).toBe(true)
      const ready = await callSite<{ status: string; backup: string }>(site.baseUrl, '/api/health/ready')
      expect([ready.status, ready.body.status, ready.body.backup]).toEqual([503, 'degraded', 'failed'])
    })
  })
}

drill('SQLite with files on disk', async (backupDir) => {
  const site = { ...(await startSite(undefined, { BACKUP_PASSPHRASE: PASSPHRASE, BACKUP_DIR: backupDir, DATABASE_URL: '' })), database: 'sqlite' as const }
  const storage: Storage = {
    read: async (key) => fs.promises.readFile(path.join(site.dataDir, key)).catch(() => null),
    empty: async () => undefined,
  }
  const lose = async (lost: ServerInfo) => fs.promises.rm(lost.dataDir, { recursive: true, force: true })
  return { site, storage, lose, cleanup: async () => undefined }
})

const BUCKET = 'school-site-backup-drill'
const ARCHIVES = 'school-site-backup-archives'

drill('PostgreSQL with files in S3', async (backupDir) => {
  const base = new URL(POSTGRES_URL)
  const database = `${base.pathname.slice(1)}_backup_drill`
  const admin = new URL(POSTGRES_URL)
  admin.pathname = '/postgres'
  const onServer = async (statement: string) => {
    const client = new Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      return await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const dropAll = async () => {
    const { rows } = await onServer(`SELECT datname FROM pg_database WHERE datname LIKE '${database}%'`)
    for (const { datname } of rows as { datname: string }[]) await onServer(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  }
  await dropAll()
  await onServer(`CREATE DATABASE "${database}"`)
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${database}`

  const bucket = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }, { name: ARCHIVES, configs: [] }] })
  const { port } = await bucket.run()
  const s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
  const s3 = new S3Client({ region: 'us-east-1', endpoint: s3Env.S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  const keys = async (Bucket = BUCKET) => ((await s3.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1000 }))).Contents ?? []).map((object) => object.Key!)
  const storage: Storage = {
    read: async (key) =>
      s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).then(
        async (object) => Buffer.from(await object.Body!.transformToByteArray()),
        () => null,
      ),
    empty: async () => {
      for (let batch = await keys(); batch.length > 0; batch = await keys()) await s3.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: batch.map((Key) => ({ Key })) } }))
    },
  }
  // The structure alone (a school's first start), unlike the SQLite drill's copied demo site: what this drill must
  // bring back from S3 are the files the site stored there, and its own writes (a news post's picture and sizes, the
  // applications' documents) are those; the department and round the applications need are the office's first steps.
  const started = await startSite(undefined, {
    DEMO_CONTENT: 'off',
    BACKUP_PASSPHRASE: PASSPHRASE,
    BACKUP_DIR: backupDir,
    DATABASE_URL: url.toString(),
    ...s3Env,
    ...Object.fromEntries(Object.entries(s3Env).map(([name, value]) => [`BACKUP_${name}`, name === 'S3_BUCKET' ? ARCHIVES : value])),
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
  })
  const site = { ...started, database: 'postgres' as const }
  const lose = async () => {
    await onServer(`DROP DATABASE "${database}" WITH (FORCE)`)
    await storage.empty()
    expect(await keys()).toEqual([])
  }
  const cleanup = async () => {
    s3.destroy()
    await bucket.close()
    await dropAll()
  }
  // Until this setup returns, nothing else knows of the site and its bucket: a failure here stops them itself.
  try {
    await openAdmissions(site, await adminSignIn(site))
  } catch (error) {
    await stopSite(site)
    await cleanup()
    throw error
  }
  return { site, storage, lose, cleanup, offsite: { keys: () => keys(ARCHIVES) } }
})
