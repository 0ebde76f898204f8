import fs from 'node:fs'
import path from 'node:path'

import type { RequestInit as UndiciRequestInit } from 'undici'

import { call, fetchFrom, freshAddress, loginAsAdmin, server, type Reply } from './client'

export { freshAddress }

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** A PDF with the header, cross-reference and end markers Payload's upload check looks for. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\ntrailer<<>>\nstartxref\n9\n%%EOF\n')
export const TEXT = Buffer.from('신앙 고백서: 나는 믿습니다.\n')

export type Upload = { name: string; bytes: Uint8Array; type?: string }
export type FormInput = Record<string, string | Upload>

/** Every field of a valid application; `email` must be new for each registration that should succeed. */
export function validForm(email: string, departmentId: number): FormInput {
  return {
    name_hangul: '김지원',
    name_chinese: '',
    name_english: 'Ji-won Kim',
    citizenship_no: '950505-2123456',
    age: '31',
    gender: 'female',
    mobile: '010-2345-6789',
    email,
    dob: '1995-05-05',
    address: '서울특별시 종로구 1',
    last_education_start: '2014-03-02',
    last_education_end: '2018-02-20',
    last_school_name: '한국대학교',
    last_education_department: '',
    last_education_special: '',
    job_company: '',
    job_position: '',
    job_address: '',
    admit_status: '2',
    department_id: String(departmentId),
    motive: '인터넷 검색',
    password: 'applicant-pass-1',
    faiths: JSON.stringify([{ name: '새빛교회', location: '서울', office: '집사', denomination: '장로교', year_of_faith: '10' }]),
    photo: { name: 'me.png', bytes: PNG, type: 'image/png' },
    study_plan: { name: '학업 계획서.pdf', bytes: PDF, type: 'application/pdf' },
    confention_faith_file: { name: 'confession.txt', bytes: TEXT, type: 'text/plain' },
    theological_dissertation_file: '',
  }
}

export function toFormData(input: FormInput): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.name)
  }
  return form
}

/** A form as the bytes and content type a browser would send (the undici client does not take Node's own FormData). */
async function multipart(body: FormData | string | Buffer | undefined): Promise<{ body: string | Buffer | undefined; headers: Record<string, string> }> {
  if (!(body instanceof FormData)) return { body, headers: {} }
  const encoded = new Response(body)
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } }
}

type PostOptions = { address?: string; headers?: Record<string, string>; locale?: string }

/** POST /api/register as the site's own form does (X-Requested-With), from one client address. */
export async function postRegistration<T = unknown>(body: FormData | string | Buffer | undefined, { address = freshAddress(), headers = {}, locale = 'en' }: PostOptions = {}): Promise<Reply<T>> {
  const encoded = await multipart(body)
  const response = await fetchFrom(address, `${server.baseUrl}/api/register?locale=${locale}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...encoded.headers, ...headers },
    body: encoded.body as UndiciRequestInit['body'],
  })
  const text = await response.text()
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers as unknown as Headers }
}

export const register = (input: FormInput, options?: PostOptions) => postRegistration<{ data: { id: number; reference: string; status: string } }>(toFormData(input), options)

/** The first department open for applications. */
export async function openDepartmentId(): Promise<number> {
  const reply = await call<{ data: { id: number }[] }>('/api/departments')
  return reply.body.data[0].id
}

/** Registers a valid application and returns its id. */
export async function registerValid(email: string): Promise<number> {
  const reply = await register(validForm(email, await openDepartmentId()))
  if (reply.status !== 201) throw new Error(`registration of ${email} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body.data.id
}

export const privateFiles = (): string[] => {
  const dir = path.join(server.dataDir, 'private')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}

/** Documents of a collection matching one field, read as the admin through Payload's API. */
export async function findAsAdmin<T = Record<string, unknown>>(collection: string, field: string, value: string | number): Promise<T[]> {
  const query = `where[${field}][equals]=${encodeURIComponent(String(value))}&depth=0&limit=100`
  const reply = await call<{ docs: T[] }>(`/cms-api/${collection}?${query}`, { token: await loginAsAdmin() })
  if (reply.status !== 200) throw new Error(`find ${collection} failed: ${reply.status}`)
  return reply.body.docs
}

/** Signs in through /api/login and returns the bearer token, or the failed reply's status. */
export async function signIn(email: string, password: string, type = 'student'): Promise<{ status: number; token?: string }> {
  const reply = await call<{ data?: { token: string } }>('/api/login', {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    from: freshAddress(),
    body: { type, email, password, device: 'web' },
  })
  return { status: reply.status, token: reply.body.data?.token }
}

/** Start the review, approve or reject as the admin, the way the admin panel's buttons do. */
export function decide(id: number, action: 'review' | 'approve' | 'reject', { token, body = {}, headers = { 'x-requested-with': 'XMLHttpRequest' } }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return call<{ message: string; studentNumber?: string }>(`/cms-api/applications/${id}/${action}`, { method: 'POST', token, body, headers })
}

/** Deletes what a test registered: the applications (their files go with them) and the accounts. */
export async function removeRegistrations(emails: string[]) {
  const token = await loginAsAdmin()
  for (const email of emails) {
    for (const application of await findAsAdmin<{ id: number }>('applications', 'email', email)) {
      await call(`/cms-api/applications/${application.id}`, { method: 'DELETE', token })
    }
    for (const user of await findAsAdmin<{ id: number }>('users', 'email', email)) {
      await call(`/cms-api/users/${user.id}`, { method: 'DELETE', token })
    }
  }
}
