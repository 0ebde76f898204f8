import http from 'node:http'

import type { ErrorBody } from '@/lib/api/types'
import enApi from '@/messages/en/api.json'

import { hwpDocument, hwpxDocument, wordDocument } from '../setup/document-files'
import { moveRounds, rounds } from './admission-rounds'
import { call, createAsAdmin, deleteAsAdmin, loginAsAdmin, server, type Reply } from './client'
import {
  findAsAdmin,
  freshAddress,
  openDepartmentId,
  PDF,
  PNG,
  postRegistration,
  privateFiles,
  register,
  removeRegistrations,
  signIn,
  toFormData,
  validForm,
  type FormInput,
} from './registration-helpers'

const MB = 1024 * 1024

// Registrations hash a password and write files; on a busy machine one can take a few seconds.
jest.setTimeout(60_000)
const emails: string[] = []
const newEmail = (label: string) => {
  const email = `reg-${label}-${Date.now()}@example.com`
  emails.push(email)
  return email
}

let departmentId: number
let closedDepartmentId: number

beforeAll(async () => {
  departmentId = await openDepartmentId()
  closedDepartmentId = (await createAsAdmin('departments', { name: '폐과', code: '98', openForApplication: false, order: 99 })).id
})

afterAll(async () => {
  await removeRegistrations(emails)
  await deleteAsAdmin('departments', closedDepartmentId)
})

/** A valid form with some fields replaced (undefined removes one). */
function formWith(changes: Record<string, FormInput[string] | undefined>): FormData {
  const input: FormInput = { ...validForm(newEmail('bad'), departmentId) }
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) delete input[field]
    else input[field] = value
  }
  return toFormData(input)
}

const faiths = (rows: unknown) => JSON.stringify(rows)

type BadInput = [name: string, status: number, errorKeys: string[], send: () => Promise<Reply<ErrorBody>>]

const post = (body: FormData | string | undefined, headers: Record<string, string> = {}) => postRegistration<ErrorBody>(body, { headers })
const postChanged = (changes: Record<string, FormInput[string] | undefined>) => post(formWith(changes))

/** Every bad submission the contract covers: each answers its 4xx with per-field errors, none a 500. */
const BAD_INPUTS: BadInput[] = [
  ['an empty form', 422, ['address', 'citizenship_no', 'department_id', 'dob', 'email', 'faiths', 'gender', 'mobile', 'name_english', 'name_hangul', 'password', 'photo'], () => post(new FormData())],
  ['no body at all', 422, ['email', 'photo'], () => post(undefined)],
  ['JSON instead of a form', 422, ['email', 'photo'], () => post(JSON.stringify({ email: 'a@example.com' }), { 'content-type': 'application/json' })],
  ['multipart without a boundary', 422, ['email', 'photo'], () => post('name_hangul=x', { 'content-type': 'multipart/form-data' })],
  ['a broken multipart body', 422, ['email', 'photo'], () => post('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com', { 'content-type': 'multipart/form-data; boundary=xyz' })],
  ['faiths that are not JSON', 422, ['faiths'], () => postChanged({ faiths: '[{"name": "교회"' })],
  ['faiths that are not a list', 422, ['faiths'], () => postChanged({ faiths: faiths({ name: '교회' }) })],
  ['an empty faiths list', 422, ['faiths'], () => postChanged({ faiths: '[]' })],
  ['a faith row without a church name', 422, ['faiths.1.name'], () => postChanged({ faiths: faiths([{ name: '교회' }, { location: '부산' }]) })],
  ['a faith row with an unknown office', 422, ['faiths.0.office'], () => postChanged({ faiths: faiths([{ name: '교회', office: '교황' }]) })],
  ['a faith row that is not an object', 422, ['faiths.0'], () => postChanged({ faiths: faiths(['교회']) })],
  ['21 faith rows', 422, ['faiths'], () => postChanged({ faiths: faiths(Array.from({ length: 21 }, () => ({ name: '교회' }))) })],
  ['a citizenship number of 12 digits', 422, ['citizenship_no'], () => postChanged({ citizenship_no: '950505-212345' })],
  ['an e-mail address without a domain', 422, ['email'], () => postChanged({ email: 'someone@' })],
  ['an e-mail address already registered', 422, ['email'], () => postChanged({ email: server.adminEmail })],
  ['a date of birth that does not exist', 422, ['dob'], () => postChanged({ dob: '1995-02-30' })],
  ['a date of birth in the future', 422, ['dob'], () => postChanged({ dob: '2999-01-01' })],
  ['an age of 0', 422, ['age'], () => postChanged({ age: '0' })],
  ['an age in words', 422, ['age'], () => postChanged({ age: 'thirty' })],
  ['a gender outside the list', 422, ['gender'], () => postChanged({ gender: 'x' })],
  ['admit status 3', 422, ['admit_status'], () => postChanged({ admit_status: '3' })],
  ['an unknown motive', 422, ['motive'], () => postChanged({ motive: 'TV' })],
  ['a department that does not exist', 422, ['department_id'], () => postChanged({ department_id: '999999' })],
  ['a department closed for applications', 422, ['department_id'], () => postChanged({ department_id: String(closedDepartmentId) })],
  ['a department id that is not a number', 422, ['department_id'], () => postChanged({ department_id: '1 OR 1=1' })],
  ['a password of 7 characters', 422, ['password'], () => postChanged({ password: 'short12' })],
  ['education ending before it starts', 422, ['last_education_end'], () => postChanged({ last_education_start: '2018-03-01', last_education_end: '2014-02-01' })],
  ['an address of 100 000 characters', 422, ['address'], () => postChanged({ address: '가'.repeat(100_000) })],
  ['faiths JSON of 60 000 characters', 422, ['faiths'], () => postChanged({ faiths: faiths([{ name: '교회', location: 'x'.repeat(60_000) }]) })],
  ['no photo', 422, ['photo'], () => postChanged({ photo: undefined })],
  ['a PDF as the photo', 422, ['photo'], () => postChanged({ photo: { name: 'me.png', bytes: PDF, type: 'image/png' } })],
  ['a GIF as the photo', 422, ['photo'], () => postChanged({ photo: { name: 'me.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), type: 'image/gif' } })],
  ['a program as a document', 422, ['study_plan'], () => postChanged({ study_plan: { name: 'plan.exe', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' } })],
  ['a PNG named .pdf', 422, ['study_plan'], () => postChanged({ study_plan: { name: 'plan.pdf', bytes: PNG, type: 'application/pdf' } })],
  ['a PDF named .docx', 422, ['theological_dissertation_file'], () => postChanged({ theological_dissertation_file: { name: 'thesis.docx', bytes: PDF } })],
  ['a text document with NUL bytes', 422, ['confention_faith_file'], () => postChanged({ confention_faith_file: { name: 'faith.txt', bytes: Buffer.from('abc\u0000def') } })],
  ['an HTML page as a text document', 422, ['confention_faith_file'], () => postChanged({ confention_faith_file: { name: 'faith.html', bytes: Buffer.from('<script>alert(1)</script>') } })],
  ['a file where text belongs', 422, ['name_hangul'], () => postChanged({ name_hangul: { name: 'name.txt', bytes: Buffer.from('김') } })],
  ['text where a file belongs', 422, ['photo'], () => postChanged({ photo: 'photo.png' })],
  ['a photo over 5 MB', 413, ['photo'], () => postChanged({ photo: { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * MB)]) } })],
  ['a document over 20 MB', 413, ['study_plan'], () => postChanged({ study_plan: { name: 'big.txt', bytes: Buffer.alloc(20 * MB + 1, 0x61) } })],
  ['no X-Requested-With header', 403, [], () => postRegistration<ErrorBody>(formWith({}), { headers: { 'x-requested-with': '' } })],
  ['a foreign Origin', 403, [], () => post(formWith({}), { origin: 'https://evil.example' })],
]

describe('POST /api/register: bad input', () => {
  const statuses: number[] = []

  it.each(BAD_INPUTS)('refuses %s with %i', async (_name, status, errorKeys, send) => {
    const reply = await send()
    statuses.push(reply.status)
    expect(reply.status).toBe(status)
    expect(typeof reply.body.message).toBe('string')
    for (const key of errorKeys) expect(reply.body.errors?.[key]?.[0]).toEqual(expect.any(String))
    if (status === 422 && errorKeys.length === 1) expect(Object.keys(reply.body.errors ?? {})).toEqual(errorKeys)
  })

  it(`never answers 500 to any of the ${BAD_INPUTS.length} bad inputs, and stores nothing`, async () => {
    expect(statuses).toHaveLength(BAD_INPUTS.length)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    const token = await loginAsAdmin()
    for (const collection of ['applications', 'users']) {
      const stored = await call<{ totalDocs: number }>(`/cms-api/${collection}?where[email][like]=reg-bad-&limit=1`, { token })
      expect(stored.body.totalDocs).toBe(0)
    }
  })

  it('refuses a body over the total limit by its declared length, before reading it', async () => {
    const { status } = await rawPost({ 'content-length': String(70 * MB), 'content-type': 'multipart/form-data; boundary=x' }, [Buffer.from('x')])
    expect(status).toBe(413)
  })

  it('refuses a streamed body once it passes the total limit', async () => {
    // Written in pieces without a length: Node sends it chunked.
    const { status } = await rawPost({ 'content-type': 'multipart/form-data; boundary=x' }, Array.from({ length: 70 }, () => Buffer.alloc(MB, 0x61)))
    expect(status).toBe(413)
  })

  it('answers in the language of the request, with dotted keys for faith rows', async () => {
    const form = () => formWith({ faiths: faiths([{ name: '교회' }, { name: '' }]) })
    const korean = await postRegistration<ErrorBody>(form(), { locale: 'ko' })
    const english = await postRegistration<ErrorBody>(form(), { locale: 'en' })
    expect(korean.body.errors?.['faiths.1.name']).toEqual(['필수 항목입니다.'])
    expect(english.body.errors?.['faiths.1.name']).toEqual(['This field is required.'])
    expect(english.body.message).toBe('Please check what you entered.')
  })
})

/** A request whose headers and body chunks the test chooses (fetch would compute Content-Length itself). */
function rawPost(headers: Record<string, string>, chunks: Buffer[]): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/register', server.baseUrl)
    const request = http.request(url, { method: 'POST', localAddress: freshAddress(), headers: { 'x-requested-with': 'XMLHttpRequest', ...headers } }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0 })
      request.destroy()
    })
    // The server may answer and close before the whole body is sent.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)))
    let index = 0
    const pump = () => {
      while (index < chunks.length) if (!request.write(chunks[index++])) return void request.once('drain', pump)
      request.end()
    }
    pump()
  })
}

describe('POST /api/register: a valid application', () => {
  it('is stored with a pending account that cannot sign in, and answers only id, reference, status and what became of the receipt mail', async () => {
    const email = newEmail('valid')
    const filesBefore = privateFiles()
    const reply = await register(validForm(email, departmentId))
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ data: { id: expect.any(Number), reference: expect.stringMatching(/^\d{4}-\d{4}$/), status: 'pending', mail: 'sent', message: expect.any(String) } })

    const [user] = await findAsAdmin<{ state: string; type: string }>('users', 'email', email)
    expect(user).toMatchObject({ state: 'pending', type: 'student' })
    expect((await signIn(email, 'applicant-pass-1')).status).toBe(422)

    const [application] = await findAsAdmin<Record<string, unknown>>('applications', 'email', email)
    expect(application).toMatchObject({ id: reply.body.data.id, reference: reply.body.data.reference, state: 'pending', nameHangul: '김지원', applicantName: '김지원', admitStatus: '2', citizenshipNoMasked: '950505-2******', studentNumber: null })
    expect(application.faiths).toEqual([expect.objectContaining({ name: '새빛교회', office: '집사', denomination: '장로교', yearOfFaith: '10' })])
    expect(JSON.stringify(application)).not.toContain('2123456')
    expect(application).not.toHaveProperty('citizenshipNoEncrypted')
    expect(privateFiles()).toHaveLength(filesBefore.length + 3)
  })

  it('tells the applicant by mail that it arrived', async () => {
    const email = newEmail('mail')
    expect((await register(validForm(email, departmentId))).status).toBe(201)
    let mails: { subject: string }[] = []
    for (let attempt = 0; attempt < 20 && mails.length === 0; attempt += 1) {
      mails = await findAsAdmin<{ subject: string }>('mail-outbox', 'to', email)
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(mails.map(({ subject }) => subject)).toEqual(['[International Christian Seminary] Your application has arrived'])
  })

  it('is all or nothing: a failure after the files were written leaves no application, account or file', async () => {
    const email = newEmail('fault')
    const filesBefore = privateFiles()
    const reply = await register(validForm(email, departmentId), { headers: { 'x-test-fault': 'registration-after-files' } })
    expect(reply.status).toBe(500)
    expect(await findAsAdmin('applications', 'email', email)).toEqual([])
    expect(await findAsAdmin('users', 'email', email)).toEqual([])
    expect(privateFiles()).toEqual(filesBefore)
  })

  it('promises "nothing stored" on a database outage only when it is so: rolled back (PostgreSQL) yes, an undo that failed (SQLite) no', async () => {
    const email = newEmail('away')
    const filesBefore = privateFiles()
    const reply = await register(validForm(email, departmentId), { headers: { 'x-test-fault': 'registration-away-after-account' } })
    expect(reply.status).toBe(503)
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await findAsAdmin('applications', 'email', email)).toEqual([])
    expect(privateFiles()).toEqual(filesBefore)
    if (process.env.TEST_DATABASE === 'postgres') {
      expect((reply.body as unknown as ErrorBody).message).toBe(enApi.api.databaseAway)
      expect(await findAsAdmin('users', 'email', email)).toEqual([])
    } else {
      // The fault failed the account's undo, as a full disk fails it: the pending account stays for the sweep.
      expect((reply.body as unknown as ErrorBody).message).toBe(enApi.api.databaseAwayUnconfirmed)
      expect(await findAsAdmin('users', 'email', email)).toHaveLength(1)
    }
  })

  it('answers 201 once the application is committed, with mail "failed" when the database goes before the receipt mail', async () => {
    const email = newEmail('away-mail')
    const reply = await register(validForm(email, departmentId), { headers: { 'x-test-fault': 'registration-away-after-commit' } })
    expect(reply.status).toBe(201)
    expect(reply.body.data).toMatchObject({ id: expect.any(Number), status: 'pending', mail: 'failed' })
    expect(await findAsAdmin('applications', 'email', email)).toHaveLength(1)
  })

  it('refuses a second application with the same e-mail address', async () => {
    const email = newEmail('twice')
    expect((await register(validForm(email, departmentId))).status).toBe(201)
    const again = await register(validForm(email.toUpperCase(), departmentId))
    expect(again.status).toBe(422)
    expect(Object.keys((again.body as unknown as ErrorBody).errors ?? {})).toEqual(['email'])
  })
})

describe('POST /api/register: 한글 documents', () => {
  it('accepts .hwp (HWP 5) and .hwpx (OWPML) by content, and serves them under their type and Korean name', async () => {
    const email = newEmail('hwp')
    const hwp = hwpDocument()
    const hwpx = await hwpxDocument()
    const form = { ...validForm(email, departmentId), study_plan: { name: '계획서.hwp', bytes: hwp }, theological_dissertation_file: { name: '신학 논문.hwpx', bytes: hwpx } }
    const reply = await register(form)
    expect(reply.status).toBe(201)
    const [application] = await findAsAdmin<{ studyPlan: number; theologicalDissertationFile: number }>('applications', 'email', email)
    const asAdmin = { authorization: `JWT ${await loginAsAdmin()}` }
    for (const [id, name, type, bytes] of [
      [application.studyPlan, '계획서.hwp', 'application/x-hwp', hwp],
      [application.theologicalDissertationFile, '신학 논문.hwpx', 'application/hwp+zip', hwpx],
    ] as const) {
      const download = await fetch(`${server.baseUrl}/api/applications/files/${id}`, { headers: asAdmin })
      expect(download.status).toBe(200)
      expect(download.headers.get('content-type')).toBe(type)
      expect(download.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`)
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)
    }
  })

  it('refuses another file renamed .hwp or .hwpx, in the request’s language, and stores nothing', async () => {
    const filesBefore = privateFiles()
    for (const upload of [{ name: '계획서.hwp', bytes: wordDocument() }, { name: '계획서.hwpx', bytes: await hwpxDocument('application/epub+zip') }]) {
      const email = newEmail('hwp-renamed')
      const reply = await postRegistration<ErrorBody>(toFormData({ ...validForm(email, departmentId), study_plan: upload }), { locale: 'ko' })
      expect(reply.status).toBe(422)
      expect(reply.body.errors?.study_plan?.[0]).toContain('hwp')
      expect(await findAsAdmin('applications', 'email', email)).toEqual([])
    }
    expect(privateFiles()).toEqual(filesBefore)
  })
})

describe('POST /api/register: limits', () => {
  it('answers 410 outside the application period', async () => {
    const token = await loginAsAdmin()
    const all = await rounds(token)
    const open = all.filter((round) => Date.parse(round.applicationClosesAt) > Date.now())
    const undo = await moveRounds(token, open, Date.now() + 10 * 86_400_000 - Date.parse(open[0].applicationOpensAt))
    try {
      const reply = await register(validForm(newEmail('closed'), departmentId))
      expect(reply.status).toBe(410)
      expect((reply.body as unknown as ErrorBody).message).toBe('Applications are not being accepted at the moment.')
    } finally {
      await undo()
    }
    expect((await register(validForm(newEmail('reopened'), departmentId))).status).toBe(201)
  })

  it('answers 429 with Retry-After when one address sends too often', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await postRegistration(new FormData(), { address })).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422))
    const limited = await postRegistration<ErrorBody>(new FormData(), { address })
    expect([statuses[10], limited.status]).toEqual([429, 429])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await postRegistration(new FormData(), { address: freshAddress() })).status).toBe(422)
  })
})
