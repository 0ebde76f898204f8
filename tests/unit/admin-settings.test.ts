import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { adminTranslations as words } from '@/cms/admin-translations'
import { refusedAdminSetting } from '@/scripts/seed/admin-settings'

const root = path.resolve(__dirname, '..', '..')

describe('the first admin’s settings npm start refuses', () => {
  it.each([
    ['a weak ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short1' }, ['ADMIN_PASSWORD', words.ko.password.weak, words.en.password.weak]],
    ['an ADMIN_PASSWORD with the e-mail’s name', { ADMIN_EMAIL: 'office@example.com', ADMIN_PASSWORD: 'Office-2026-x' }, ['ADMIN_PASSWORD', words.ko.password.containsName, words.en.password.containsName]],
    ['an ADMIN_TOTP_SECRET that is no base32 secret', { ADMIN_TOTP_SECRET: 'not a secret!' }, ['ADMIN_TOTP_SECRET', '인증 앱', 'base32 secret']],
  ])('%s: one line in Korean and English', (_case, env, expected) => {
    const refusal = refusedAdminSetting(env)
    expect(refusal?.split('\n')).toHaveLength(1)
    for (const text of expected) expect(refusal).toContain(text)
  })

  it('takes a staff password and a base32 secret, or neither', () => {
    expect(refusedAdminSetting({ ADMIN_EMAIL: 'office@example.com', ADMIN_PASSWORD: 'Seminary-2026', ADMIN_TOTP_SECRET: 'JBSW Y3DP EHPK 3PXP' })).toBeNull()
    expect(refusedAdminSetting({})).toBeNull()
  })

  it('stops npm start’s database step with that line alone and exit code 1, before any database is made', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-site-admin-settings-'))
    const { JEST_WORKER_ID: _worker, ADMIN_TOTP_SECRET: _secret, DATABASE_URL: _database, ...env } = process.env
    const run = spawnSync(process.execPath, ['scripts/run-script.mjs', 'scripts/prepare-database.ts'], {
      cwd: root,
      env: { ...env, DATA_DIR: dataDir, DISABLE_PAYLOAD_HMR: 'true', ADMIN_PASSWORD: 'short1' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    const written = fs.readdirSync(dataDir)
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect([run.status, run.stderr.trim()]).toEqual([1, `[site] ${refusedAdminSetting({ ADMIN_PASSWORD: 'short1' })}`])
    expect(written.filter((name) => /\.db/.test(name))).toEqual([])
  }, 130_000)
})
