import crypto from 'node:crypto'

const PAGE_BYTES = 4096

/**
 * Microseconds the machine takes to give a process a fresh page of memory, over 256 MiB. Lighthouse's CPU index
 * times a loop that never asks for memory, but a page load makes Chromium fault in some 25,000 new pages: on a
 * virtual machine whose host hands memory out lazily (16 µs a page on one), that alone adds about 0.4 s of CPU
 * to every load, and the blank Next.js page's TBT doubled at the same CPU index.
 */
export function memoryFirstTouchMicroseconds(mebibytes = 256) {
  const bytes = mebibytes * 1024 * 1024
  const started = process.hrtime.bigint()
  const buffer = Buffer.allocUnsafeSlow(bytes)
  for (let offset = 0; offset < bytes; offset += PAGE_BYTES) buffer[offset] = 1
  const microseconds = Number(process.hrtime.bigint() - started) / 1000
  return Number((microseconds / (bytes / PAGE_BYTES)).toFixed(2))
}

/**
 * Milliseconds of one core for one password hash as Payload 3 makes it when an account is created (PBKDF2-HMAC-SHA256,
 * 600,000 iterations, OWASP's figure): every application creates the applicant's account, so this bounds the
 * registration burst on any machine at cores × 1000 / this many a second, before any other work.
 */
export function passwordHashMilliseconds(runs = 3) {
  const started = process.hrtime.bigint()
  for (let run = 0; run < runs; run++) crypto.pbkdf2Sync('burst-password-1', crypto.randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
  return Math.round(Number(process.hrtime.bigint() - started) / 1e6 / runs)
}
