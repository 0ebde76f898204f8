import { execFileSync } from 'node:child_process'

/**
 * Debian's Chromium (Playwright's own browser download does not work here): its headless shell, which runs the
 * suite in about a third less time than the whole browser, else the whole browser; CHROMIUM_PATH overrides.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const command of ['chromium-headless-shell', 'chromium']) {
    try {
      return execFileSync('which', [command], { encoding: 'utf8' }).trim()
    } catch {
      // not installed; try the next
    }
  }
  throw new Error('Chromium is needed for the browser tests: install Debian\'s "chromium-headless-shell" or "chromium" package (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.')
}
