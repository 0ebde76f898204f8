import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { generate } from 'otplib'

const PERIOD_SECONDS = 30
const STALE_LOCK_MS = 60_000

/** The code of `secret` for the time step `step` (RFC 6238, 6 digits, 30 s). */
export const codeAt = (secret: string, step: number): Promise<string> => generate({ secret, epoch: step * PERIOD_SECONDS })

/** The current time step. */
export const currentStep = (): number => Math.floor(Date.now() / 1000 / PERIOD_SECONDS)

/** Runs `work` while holding `lock` (a folder), which test processes take in turn. */
export async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(lock)
      break
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * A code for a sign-in to `account` (a site's address and an e-mail) that the site has not accepted
 * yet. The site takes each code once and only within one step of its clock, so every test process
 * signing in to one account draws its codes here, in turn (a file in the system's temporary folder
 * remembers the last step used): the current step, else the next one (one step of drift is
 * accepted), else it waits until that is so. A code drawn is taken as used.
 */
export async function freshCode(secret: string, account: string): Promise<string> {
  const key = crypto.createHash('sha256').update(`${account}\n${secret}`).digest('hex').slice(0, 16)
  const file = path.join(os.tmpdir(), `school-site-totp-${key}`)
  return withLock(`${file}.lock`, async () => {
    const last = Number(fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }) || 0)
    const step = Math.max(last + 1, currentStep())
    // A step two ahead of the clock is refused: wait until it is only one ahead.
    const waitMs = (step - 1) * PERIOD_SECONDS * 1000 - Date.now()
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50))
    fs.writeFileSync(file, String(step))
    return codeAt(secret, step)
  })
}
