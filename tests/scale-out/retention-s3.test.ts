import { spawn, type ChildProcess } from 'node:child_process'

import { ListObjectVersionsCommand, PutBucketVersioningCommand, PutObjectCommand, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { adminSignIn } from '../setup/admin-sign-in'
import { query } from '../setup/database'
import { callSite, fetchFrom, freshAddress } from '../setup/http'
import { multipart, toFormData, validForm } from '../setup/registration-form'
import type { ServerInfo } from '../setup/server-info'
import { freePort, prepareSite, serveSite, stopSite } from '../setup/site-server'

/**
 * The destruction run on S3 with a versioned bucket (moto's S3 server: s3rver knows no versions): no
 * version and no delete marker of an expired applicant's files is left; with the storage down, the
 * application is kept and the register says so.
 */
jest.setTimeout(300_000)

const BUCKET = 'school-site-retention'
const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const YEAR_MS = 366 * 24 * 60 * 60 * 1000

let moto: ChildProcess
let s3: S3Client
let site: ServerInfo
let adminToken = ''

async function startMoto(port: number): Promise<ChildProcess> {
  const server = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) return server
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('moto_server did not start')
}

const call = <T = unknown>(path: string, options: Parameters<typeof callSite>[2] = {}) => callSite<T>(site.baseUrl, path, options)

async function registerApplicant(tag: string): Promise<{ id: number; email: string; keys: string[] }> {
  const email = `retention-s3-${tag}-${Date.now()}@example.com`
  const departments = await call<{ data: { id: number }[] }>('/api/departments')
  const encoded = await multipart(toFormData(validForm(email, departments.body.data[0].id)))
  const response = await fetchFrom(freshAddress(), `${site.baseUrl}/api/register?locale=ko`, { method: 'POST', headers: { ...XHR, ...encoded.headers }, body: encoded.body })
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as { data: { id: number } }
  const files = await query<{ filename: string }>(site, 'SELECT f.filename FROM applicant_files f JOIN applications a ON f.id IN (a.photo_id, a.study_plan_id, a.confession_of_faith_file_id) WHERE a.id = $1', [data.id])
  return { id: data.id, email, keys: files.map((file) => `private/${file.filename}`) }
}

async function rejectLongAgo(id: number) {
  const reply = await call(`/cms-api/applications/${id}/reject`, { method: 'POST', token: adminToken, headers: XHR, body: { reason: '정원 초과' } })
  expect(reply.status).toBe(200)
  await query(site, 'UPDATE applications SET decided_at = $1 WHERE id = $2', [new Date(Date.now() - 1.1 * YEAR_MS).toISOString(), id])
}

const versionsOf = async (key: string) => {
  const listed = await s3.send(new ListObjectVersionsCommand({ Bucket: BUCKET, Prefix: key }))
  return [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])].filter((entry) => entry.Key === key)
}

const run = () => call<{ id: number; status: string; destroyed: number; failed: number }>('/cms-api/destruction-register/run', { method: 'POST', token: adminToken, headers: XHR })

beforeAll(async () => {
  const port = await freePort()
  moto = await startMoto(port)
  const endpoint = `http://127.0.0.1:${port}`
  s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } })
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }))
  await s3.send(new PutBucketVersioningCommand({ Bucket: BUCKET, VersioningConfiguration: { Status: 'Enabled' } }))
  // Prepared on disk, then served with the bucket: what is tested is what becomes of an applicant's files, sent to the
  // bucket as the site serves. The demo content's pictures stay on the disk (the schema is the same on both,
  // cms/object-storage.ts), so npm test copies the run's prepared site rather than loading them into moto's bucket.
  // docs/testing.md, "Where the time goes".
  const prepared = await prepareSite(await freePort())
  const s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test' }
  site = await serveSite({ ...prepared, extraEnv: { ...prepared.extraEnv, ...s3Env } })
  adminToken = await adminSignIn(site)
})

afterAll(async () => {
  if (site) await stopSite(site)
  moto?.kill()
})

it('destroys every version and delete marker of an expired applicant’s files in a versioned bucket', async () => {
  const applicant = await registerApplicant('versions')
  expect(applicant.keys).toHaveLength(3)
  // A second version of one file, as a replaced upload leaves it: the first must go too.
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: applicant.keys[0], Body: 'an older copy' }))
  for (const key of applicant.keys) expect((await versionsOf(key)).length).toBeGreaterThan(0)
  expect(await versionsOf(applicant.keys[0])).toHaveLength(2)
  await rejectLongAgo(applicant.id)

  const reply = await run()
  expect(reply.status).toBe(200)
  expect(reply.body).toMatchObject({ status: 'done', failed: 0 })
  for (const key of applicant.keys) expect(await versionsOf(key)).toEqual([])
  expect(await query(site, 'SELECT id FROM applications WHERE id = $1', [applicant.id])).toEqual([])
})

it('with the storage down, keeps the application and its files for the next run and says so in the register', async () => {
  const applicant = await registerApplicant('down')
  await rejectLongAgo(applicant.id)
  moto.kill()
  await new Promise((resolve) => moto.once('exit', resolve))

  const reply = await run()
  expect(reply.status).toBe(200)
  expect(reply.body.status).toBe('partial')
  expect(reply.body.failed).toBeGreaterThanOrEqual(1)
  expect(await query(site, 'SELECT id FROM applications WHERE id = $1', [applicant.id])).toHaveLength(1)
  expect((await query(site, 'SELECT id FROM applicant_files WHERE filename IN ($1, $2, $3)', applicant.keys.map((key) => key.slice('private/'.length)))).length).toBe(3)
  const line = await call<{ status: string; failed: number; problems: string; summary: string }>(`/cms-api/destruction-register/${reply.body.id}`, { token: adminToken })
  expect(line.body).toMatchObject({ status: 'partial' })
  expect(line.body.problems).toContain('파일 저장소 오류로 지원서를 남김')
  expect(line.body.summary).toContain('남김')
  expect(JSON.stringify(line.body)).not.toContain(applicant.email)
})
