import fs from 'node:fs'
import path from 'node:path'

import { SERVER_INFO_FILE } from '../setup/server-info'
import { alive, exited, serveSite } from '../setup/site-server'
import { deliveredMails } from '../setup/mail-catcher'
import { moveRounds, rounds } from './admission-rounds'
import { loginAsAdmin, server, call } from './client'
import { admitAndConfirm, confirmPayment, findAsAdmin, openDepartmentId, privateFiles, register, registerValid, removeRegistrations, validForm } from './registration-helpers'

/** The site is killed (kill -9) in the middle of a registration or an approval; then started again. */
jest.setTimeout(180_000)

/** A site that dies at its first claim of a result mail (lib/admissions/announce.ts), in a test server only. */
const RESULT_MAIL_CRASH = { TEST_ANNOUNCE_FAULT: 'crash-after-claim' }
let servedWithResultMailCrash = false

/** Serves the site again on its data; `fault` adds settings to this start only (the run's later files never see them). */
async function restart(fault: Record<string, string> = {}) {
  server.pid = (await serveSite({ ...server, extraEnv: { ...server.extraEnv, ...fault } })).pid
  servedWithResultMailCrash = Boolean(fault.TEST_ANNOUNCE_FAULT)
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(server))
}

it('leaves no applicant file without a record, on either database', async () => {
  const before = new Set(privateFiles())
  const email = `crash-${Date.now()}@example.com`
  const form = validForm(email, await openDepartmentId())
  const outcome = await register(form, { headers: { 'x-test-fault': 'registration-crash-after-files' } }).then(
    (reply) => `answered ${reply.status}`,
    () => 'connection lost',
  )
  expect(outcome).toBe('connection lost')
  await exited(server.pid)
  const orphans = privateFiles().filter((file) => !before.has(file))
  // The crash really left files behind: the three the form sent.
  expect(orphans).toHaveLength(3)
  // With PostgreSQL another instance might still be storing a file this young; these are as old as a crash an hour ago.
  const anHourAgo = new Date(Date.now() - 60 * 60 * 1000)
  for (const file of orphans) fs.utimesSync(path.join(server.dataDir, 'private', file), anHourAgo, anHourAgo)

  await restart()

  expect(privateFiles().filter((file) => !before.has(file))).toEqual([])
  expect(await findAsAdmin('users', 'email', email)).toEqual([])
  const claimed = await call<{ docs: { filename: string }[] }>('/cms-api/applicant-files?limit=1000&depth=0', { token: await loginAsAdmin() })
  for (const { filename } of claimed.body.docs) expect(privateFiles()).toContain(filename)
})

it('takes back a 입금 확인 cut off between the account and the student number, at the next start', async () => {
  const email = `crash-approval-${Date.now()}@example.com`
  const id = await registerValid(email)
  await admitAndConfirm(id)
  const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-test-fault': 'approval-crash-after-activation' }
  const outcome = await confirmPayment(id, { token: await loginAsAdmin(), headers }).then(
    (reply) => `answered ${reply.status}`,
    () => 'connection lost',
  )
  expect(outcome).toBe('connection lost')
  await exited(server.pid)
  // Started as the next test needs it, one start fewer. The site dies on the first result mail it sends, so the rest of
  // this test must send none: no round of this run is announced before the next test moves its own.
  await restart(RESULT_MAIL_CRASH)

  // Whole or not at all: pending again with its account and a confirmed enrolment, for the payment to be confirmed again.
  const [application] = await findAsAdmin<{ state: string; studentNumber: string | null; decidedAt: string | null; enrolment: string | null }>('applications', 'email', email)
  expect(application).toMatchObject({ state: 'pending', studentNumber: null, decidedAt: null, enrolment: 'confirmed' })
  const [user] = await findAsAdmin<{ state: string }>('users', 'email', email)
  expect(user.state).toBe('pending')
  expect((await confirmPayment(id, { token: await loginAsAdmin() })).status).toBe(200)
  await removeRegistrations([email])
})

/** Polls `read` until it gives something, for at most a minute (the jobs runner's turns, a start). */
async function within<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T | undefined> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const found = await read()
    if (found !== undefined || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

it('sends a result mail cut off between its claim and its sending, once the site is up again', async () => {
  const token = await loginAsAdmin()
  const email = `crash-result-${Date.now()}@example.com`
  const id = await registerValid(email)
  expect((await call(`/cms-api/applications/${id}`, { method: 'PATCH', token, body: { result: 'fail' } })).status).toBe(200)
  // The previous test left the site serving with the fault; run alone, this test starts it so.
  if (!servedWithResultMailCrash) {
    process.kill(-server.pid, 'SIGTERM')
    await exited(server.pid)
    await restart(RESULT_MAIL_CRASH)
  }
  const now = Date.now()
  const round = (await rounds(token)).find(({ applicationOpensAt, applicationClosesAt }) => Date.parse(applicationOpensAt) <= now && now < Date.parse(applicationClosesAt))!
  // The round moved whole so that its results are announced in a few seconds.
  const undo = await moveRounds(token, [round], now + 3_000 - Date.parse(round.announcementAt))
  try {
    expect(await within(() => (alive(server.pid) ? undefined : 'died'))).toBe('died')
    await restart()
    const mail = await within(async () => (await deliveredMails(server.mailDir)).find((delivered) => delivered.to === email && delivered.subject.includes('Results of')))
    expect(mail?.text).toContain('/en/student-registration/status')
  } finally {
    await undo()
    await removeRegistrations([email])
  }
})
