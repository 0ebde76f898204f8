import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './e2e/support/chromium'

/** The site under test: E2E_BASE_URL (an already running site), else the one the global setup starts on E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${E2E_PORT}`

const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

const BROWSER_LANGUAGES = ['ko-KR', 'en-US']
const REQUEST_ONLY = /(crawl|visitor-paths)\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    // Korean and English browsers alike: the unprefixed addresses are the Korean site for both, /en the English one.
    // Checks that need no browser run once, in the project named plainly `desktop`.
    ...BROWSER_LANGUAGES.flatMap((locale) => {
      const suffix = locale === 'ko-KR' ? '' : ` ${locale}`
      return [
        { name: `desktop${suffix}`, testIgnore: REQUEST_ONLY, use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, locale, launchOptions } },
        { name: `phone${suffix}`, testIgnore: REQUEST_ONLY, use: { ...devices['Pixel 7'], locale, launchOptions } },
      ]
    }),
    // What a crawler gets: HTTP only, no browser.
    { name: 'crawler', testMatch: REQUEST_ONLY },
  ],
})
