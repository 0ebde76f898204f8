import fs from 'node:fs'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import enLayout from '../../messages/en/layout.json' with { type: 'json' }
import koLayout from '../../messages/ko/layout.json' with { type: 'json' }

import { query } from '../../tests/setup/database'
import type { ServerInfo } from '../../tests/setup/server-info'
import { expectNoSeriousViolations } from './accessibility'
import { ownAdminAccount } from './own-admin'
import { E2E_SERVER_INFO_FILE } from './site-info'
import { clientAddress } from './forms'
import { sidOf } from '../../tests/setup/session-id'


const LIFETIME_MS = 8 * 60 * 60 * 1000


/**
 * Moves a session's last use `secondsAgo` back in the site's database, as if it had lain unused that long: its
 * `expires_at` is its last use plus the token lifetime (lib/auth/idle-sessions.ts). Only on the site the global
 * setup started (not E2E_BASE_URL).
 */
export async function lastUsedAgo(token: string, secondsAgo: number) {
  const site = JSON.parse(fs.readFileSync(E2E_SERVER_INFO_FILE, 'utf8')) as ServerInfo
  await query(site, 'UPDATE users_sessions SET expires_at = $1 WHERE id = $2', [new Date(Date.now() - secondsAgo * 1000 + LIFETIME_MS).toISOString(), sidOf(token)])
}

/**
 * Moves a new session's sign-in eleven minutes back, so that its next sensitive act asks for the code again
 * (cms/access/recent-proof.ts): for a session that has given no code since, the sign-in's is its last. Only on the site
 * the global setup started.
 */
export async function codeLongAgo(token: string) {
  const site = JSON.parse(fs.readFileSync(E2E_SERVER_INFO_FILE, 'utf8')) as ServerInfo
  await query(site, 'UPDATE users_sessions SET created_at = $1 WHERE id = $2', [new Date(Date.now() - 11 * 60_000).toISOString(), sidOf(token)])
}

/**
 * A staff session of a test's own, through the site's sign-in (what the browser stores), of an admin account of the
 * test's own: its clock is moved in the database while the run's other tests sign in and out of the shared admin.
 */
export async function adminSiteSession(request: APIRequestContext) {
  const admin = await ownAdminAccount(request)
  const response = await request.post('/api/login', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': clientAddress() },
    data: { type: 'admin', email: admin.email, password: admin.password, totp: await admin.code(), device: 'web' },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { token: string; name: string; email: string; type: 'admin' } }
  return { token: data.token, name: data.name, email: data.email, type: data.type }
}

/** The page starts with `user` signed in, as the site's sign-in leaves the browser (its stored user). */
export async function startSignedIn(page: Page, user: Awaited<ReturnType<typeof adminSiteSession>>) {
  await page.addInitScript((stored) => window.localStorage.setItem('user', JSON.stringify(stored)), user)
}

/** The page asks the server again, as when its tab comes back into view. */
export const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))

/**
 * A staff member signed in on the site, whose session has lain unused for 28½ minutes, opens the FAQ (Korean, or
 * English): the warning is an alert dialog with the time left, its "stay signed in" button has the focus, and Enter
 * keeps the session on the server. The signed-in user, for what follows.
 */
export async function warnsAndStays(page: Page, request: APIRequestContext, english: boolean) {
  const m = (english ? enLayout : koLayout).sessionTimeout
  const user = await adminSiteSession(request)
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() })
  await startSignedIn(page, user)
  await lastUsedAgo(user.token, 28 * 60 + 30)
  await page.goto(english ? '/en/faq' : '/faq')

  const dialog = page.getByRole('alertdialog', { name: m.title })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(m.idleText)
  await expect(dialog.getByRole('timer')).toContainText(m.timeLeft.replace('{time}', '').trim())
  await expect(dialog.getByRole('timer')).toContainText(/[01]:[0-5]\d/)
  await expect(dialog.getByRole('button', { name: m.stay })).toBeFocused()
  await expectNoSeriousViolations(page, '[role="alertdialog"]')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  const kept = await request.get('/api/user', { headers: { Authorization: `Bearer ${user.token}`, 'Session-Peek': '1' } })
  expect(((await kept.json()) as { data: { idle_ends_in: number } }).data.idle_ends_in).toBeGreaterThan(29 * 60)
  return user
}
