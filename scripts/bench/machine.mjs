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
