import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './e2e/support/chromium'

/**
 * The site under test: E2E_BASE_URL (an already running site), else the one the global setup starts on E2E_PORT; a
 * port another server already answers on stops the run (tests/setup/site-server.ts) rather than testing that server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`

const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

const REQUEST_ONLY = /crawl\.spec\.ts$/
// What runs once the others are done, the two side by side. Publishing puts new posts at the top of the news lists
// that other specs read; the closed registration window would turn away every application sent meanwhile.
const PUBLISHING = /publishing\.spec\.ts$/
const REGISTRATION_CLOSED = /registration-closed\.spec\.ts$/
// The admin is a desktop tool: its specs never run on the phone.
const ADMIN = /(admin-[a-z-]+|access-review|passkeys)\.spec\.ts$/
// The tags of e2e/support/projects.ts: what differs on a phone, and what depends on the browser's language.
const PHONE = /@phone\b/
const ENGLISH_BROWSER = /@english-browser\b/
const ELSEWHERE_ONLY = /@phone-only|@english-browser-only/
const LAST_OF_ALL = ['desktop', 'phone en-US', 'desktop en-US', 'crawler']

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  // Recording a trace costs every test a seventh of its time; CI records one for a failed test's retry only.
  use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions },
  projects: [
    // Every browser test runs on a desktop with a Korean browser (the unprefixed addresses are the Korean site, /en
    // the English one, whatever the browser's language; a test covers both where the language matters). The phone
    // (an English browser) runs what differs on a phone, the English desktop browser what depends on the browser's
    // language: the tests tagged so (e2e/support/projects.ts). Checks that need no browser are Jest's contract tests,
    // but for the crawl below.
    { name: 'desktop', testIgnore: [REQUEST_ONLY, PUBLISHING, REGISTRATION_CLOSED], grepInvert: ELSEWHERE_ONLY, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'ko-KR', launchOptions } },
    { name: 'phone en-US', testIgnore: [REQUEST_ONLY, PUBLISHING, REGISTRATION_CLOSED, ADMIN], grep: PHONE, use: { ...devices['Pixel 7'], locale: 'en-US', launchOptions } },
    { name: 'desktop en-US', testIgnore: [REQUEST_ONLY, PUBLISHING, REGISTRATION_CLOSED], grep: ENGLISH_BROWSER, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'en-US', launchOptions } },
    // What a crawler gets: HTTP only, no browser.
    { name: 'crawler', testMatch: REQUEST_ONLY },
    {
      name: 'publishing',
      testMatch: PUBLISHING,
      dependencies: LAST_OF_ALL,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'ko-KR', launchOptions },
    },
    {
      name: 'registration closed',
      testMatch: REGISTRATION_CLOSED,
      // Beside publishing, whose tests send no application and show no call to apply: the two share the last stretch.
      dependencies: LAST_OF_ALL,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'ko-KR', launchOptions },
    },
  ],
})
