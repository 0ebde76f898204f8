import { execFileSync } from 'node:child_process'

/** Debian's Chromium (Playwright's own browser download does not work here); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim()
  } catch {
    throw new Error('Chromium is needed for the browser tests: install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.')
  }
}
