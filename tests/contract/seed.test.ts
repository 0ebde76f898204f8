import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { call, loginAsAdmin, server } from './client'

const COLLECTIONS = ['menus', 'sub-menus', 'news', 'media', 'files', 'professors', 'galleries', 'users', 'downloads', 'academic-events']

async function counts(): Promise<Record<string, number>> {
  const token = await loginAsAdmin()
  const entries = await Promise.all(
    COLLECTIONS.map(async (collection) => {
      const reply = await call<{ totalDocs: number }>(`/cms-api/${collection}?limit=1&draft=true`, { token })
      return [collection, reply.body.totalDocs] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('npm run seed', () => {
  it('adds nothing when the demo content is already there', async () => {
    const before = await counts()
    expect(before.news).toBe(26)
    const root = path.resolve(__dirname, '..', '..')
    const { JEST_WORKER_ID: _worker, ...env } = process.env
    // Asynchronous on purpose: a blocked event loop would keep dead keep-alive sockets for the next request.
    await promisify(execFile)(process.execPath, ['scripts/run-script.mjs', 'scripts/seed/run.ts'], {
      cwd: root,
      env: { ...env, DATA_DIR: server.dataDir, ADMIN_EMAIL: server.adminEmail, ADMIN_PASSWORD: server.adminPassword, DISABLE_PAYLOAD_HMR: 'true' },
    })
    expect(await counts()).toEqual(before)
  }, 120_000)
})
