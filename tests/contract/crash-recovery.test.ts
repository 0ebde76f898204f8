import fs from 'node:fs'
import path from 'node:path'

import { SERVER_INFO_FILE } from '../setup/server-info'
import { exited, serveSite } from '../setup/site-server'
import { loginAsAdmin, server, call } from './client'
import { findAsAdmin, openDepartmentId, privateFiles, register, validForm } from './registration-helpers'

/** The site is killed (kill -9) while a registration has written its files but not committed; then started again. */
jest.setTimeout(180_000)

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

  const restarted = await serveSite(server)
  Object.assign(server, restarted)
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(server))

  expect(privateFiles().filter((file) => !before.has(file))).toEqual([])
  expect(await findAsAdmin('users', 'email', email)).toEqual([])
  const claimed = await call<{ docs: { filename: string }[] }>('/cms-api/applicant-files?limit=1000&depth=0', { token: await loginAsAdmin() })
  for (const { filename } of claimed.body.docs) expect(privateFiles()).toContain(filename)
})
