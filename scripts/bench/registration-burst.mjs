// Deadline day: many applicants sending the form at once, each with a photo and three documents.
import fs from 'node:fs'
import path from 'node:path'

import { generate } from 'otplib'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n')
const TEXT = Buffer.from('신앙 고백서: 나는 믿습니다.\n')
const BIRTH_DATE = '1995-05-05'

function applicationForm(email, departmentId) {
  const form = new FormData()
  const fields = {
    name_hangul: '부하시험', name_english: 'Load Test', citizenship_no: '950505-2123456', gender: 'female', mobile: '010-2345-6789',
    email, dob: BIRTH_DATE, address: '서울특별시 종로구 1', department_id: String(departmentId), password: 'burst-password-1',
    faiths: JSON.stringify([{ name: '새빛교회', location: '서울', office: '집사', denomination: '장로교', year_of_faith: '10' }]),
    consent_privacy: '1', consent_unique_id: '1', consent_sensitive: '1',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('photo', new Blob([PNG], { type: 'image/png' }), 'photo.png')
  form.append('study_plan', new Blob([PDF], { type: 'application/pdf' }), 'study-plan.pdf')
  form.append('confention_faith_file', new Blob([TEXT], { type: 'text/plain' }), 'confession.txt')
  form.append('theological_dissertation_file', new Blob([PDF], { type: 'application/pdf' }), 'dissertation.pdf')
  return form
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/**
 * Sends `count` applications with `concurrency` clients at once; then reads them back as the admin and checks
 * each is complete: its record, its account and its four files on disk. `serverCpuSeconds` (the site's CPU time so
 * far) gives what one application costs the server, which a rate on a shared machine cannot. Resolves to the row
 * and the applications registered, each with what its applicant proves it by (reference, e-mail, date of birth).
 */
export async function registrationBurst(baseUrl, { count, concurrency, dataDir, adminHeaders, serverCpuSeconds }) {
  const departmentId = (await (await fetch(`${baseUrl}/api/departments`)).json()).data[0].id
  const tag = Date.now().toString(36)
  const emails = Array.from({ length: count }, (_, index) => `burst-${tag}-${index}@example.com`)
  const latencies = []
  const statuses = {}
  const applications = []
  let next = 0
  const started = performance.now()
  const cpuBefore = serverCpuSeconds?.()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < emails.length) {
        const email = emails[next++]
        const sent = performance.now()
        const response = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' }, body: applicationForm(email, departmentId) })
        const reply = response.status === 201 ? await response.json() : await response.arrayBuffer()
        if (response.status === 201) applications.push({ id: reply.data.id, reference: reply.data.reference, email, dob: BIRTH_DATE })
        latencies.push(performance.now() - sent)
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuMs = serverCpuSeconds ? Math.round(((serverCpuSeconds() - cpuBefore) * 1000) / count) : undefined
  const complete = await countComplete(baseUrl, emails, dataDir, adminHeaders)
  const sorted = latencies.sort((a, b) => a - b)
  const row = {
    applications: count,
    concurrency,
    'per second': Number((count / seconds).toFixed(1)),
    'p50 ms': Math.round(percentile(sorted, 50)),
    'p99 ms': Math.round(percentile(sorted, 99)),
    ...(cpuMs !== undefined && { 'server CPU ms each': cpuMs }),
    statuses: JSON.stringify(statuses),
    complete,
  }
  return { row, applications }
}

let lastStep = -1

/** A code of the admin's second factor the site has not taken yet: each is taken once, so a second sign-in in the same 30 s waits for the next. */
async function adminCode(secret) {
  let step = Math.floor(Date.now() / 30_000)
  if (step <= lastStep) {
    step = lastStep + 1
    await new Promise((resolve) => setTimeout(resolve, step * 30_000 - Date.now() + 100))
  }
  lastStep = step
  return generate({ secret, epoch: step * 30 })
}

/** Signs the bench's admin in (password and second factor); resolves to the headers of its further calls. */
export async function adminSignIn(baseUrl, { email, password, totpSecret }) {
  const body = JSON.stringify({ email, password, totp: await adminCode(totpSecret) })
  const login = await (await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()
  if (!login.token) throw new Error(`The bench's admin could not sign in: ${JSON.stringify(login)}`)
  return { authorization: `JWT ${login.token}` }
}

/** How many of the applications have their record, account and four files on disk. */
async function countComplete(baseUrl, emails, dataDir, headers) {
  // Page by page: the API answers at most 1,000 documents a request (lib/security/cms-api-guard.ts).
  const docs = []
  for (let page = 1; docs.length < emails.length; page++) {
    const query = `where[email][like]=${encodeURIComponent(emails[0].replace(/-0@.*/, ''))}&limit=500&page=${page}&depth=1`
    const reply = await (await fetch(`${baseUrl}/cms-api/applications?${query}`, { headers })).json()
    if (!Array.isArray(reply.docs)) throw new Error(`The bench could not read the applications back: ${JSON.stringify(reply).slice(0, 300)}`)
    docs.push(...reply.docs)
    if (!reply.hasNextPage) break
  }
  const onDisk = (file) => typeof file === 'object' && file !== null && fs.existsSync(path.join(dataDir, 'private', file.filename))
  return docs.filter((doc) => doc.user && [doc.photo, doc.studyPlan, doc.confessionOfFaithFile, doc.theologicalDissertationFile].every(onDisk)).length
}
