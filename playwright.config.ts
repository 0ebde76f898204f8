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

const REQUEST_ONLY = /(crawl|visitor-paths)\.spec\.ts$/
// Publishing puts new posts at the top of the news lists that other specs read: it runs once they are done.
const PUBLISHING = /publishing\.spec\.ts$/
const BROWSER_LANGUAGE_SENSITIVE = /(layout|applying|print-and-language)\.spec\.ts$/

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
    // Every flow runs twice: on a desktop with a Korean browser and on a phone with an English one (the unprefixed
    // addresses are the Korean site for both, /en the English one). The specs where the browser's language changes
    // what a visitor gets run on an English desktop browser too. Checks that need no browser run once, under `desktop`.
    { name: 'desktop', testIgnore: [REQUEST_ONLY, PUBLISHING], use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'ko-KR', launchOptions } },
    { name: 'phone en-US', testIgnore: [REQUEST_ONLY, PUBLISHING], use: { ...devices['Pixel 7'], locale: 'en-US', launchOptions } },
    { name: 'desktop en-US', testMatch: BROWSER_LANGUAGE_SENSITIVE, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'en-US', launchOptions } },
    // What a crawler gets: HTTP only, no browser.
    { name: 'crawler', testMatch: REQUEST_ONLY },
    {
      name: 'publishing',
      testMatch: PUBLISHING,
      dependencies: ['desktop', 'phone en-US', 'desktop en-US', 'crawler'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale: 'ko-KR', launchOptions },
    },
  ],
})
