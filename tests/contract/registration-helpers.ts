import fs from 'node:fs'
import path from 'node:path'

import type { RequestInit as UndiciRequestInit } from 'undici'

import { admitAndConfirmWith, type SendEnrolmentRequest } from '../setup/enrolment-steps'
import { multipart, toFormData, validForm, type FormInput } from '../setup/registration-form'
import { call, fetchFrom, freshAddress, loginAsAdmin, server, type Reply } from './client'

export { freshAddress }

export { PDF, PNG, TEXT, toFormData, validForm, type FormInput, type Upload } from '../setup/registration-form'

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
  return call<Decided>(`/cms-api/applications/${id}/${action}`, { method: 'POST', token, body, headers })
}

type Decided = { message: string; studentNumber?: string }
/** What comes before 입금 확인 for an application of a round (tests/setup/enrolment-steps.ts), as the run's admin or `token`'s. */
export async function admitAndConfirm(id: number, token?: string): Promise<void> {
  const office = token ?? (await loginAsAdmin())
  const send: SendEnrolmentRequest = ({ path, as, method, body, headers }) => call(path, { method, body, headers, ...(as === 'office' ? { token: office } : { from: freshAddress() }) })
  await admitAndConfirmWith(send, id)
}

/** 입금 확인 as the sidebar's button sends it: what makes a round's applicant a student (account, 학번, mail). */
export function confirmPayment(id: number, { token, headers = { 'x-requested-with': 'XMLHttpRequest' } }: { token?: string; headers?: Record<string, string> } = {}) {
  return call<Decided>(`/cms-api/applications/${id}/payment`, { method: 'POST', token, body: {}, headers })
}

/** An application of a round taken to its student number: admitted, confirmed, paid. Answers as 입금 확인 does. */
export async function enrolStudent(id: number, options: { token?: string; headers?: Record<string, string> } = {}) {
  const token = options.token ?? (await loginAsAdmin())
  await admitAndConfirm(id, token)
  return confirmPayment(id, { ...options, token })
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
