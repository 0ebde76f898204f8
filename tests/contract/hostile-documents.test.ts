import fs from 'node:fs'

import JSZip from 'jszip'

import { server } from './client'
import { findAsAdmin, openDepartmentId, privateFiles, register, validForm } from './registration-helpers'

/**
 * A document whose container declares far more than it weighs (lib/documents/containers.ts): an application may carry
 * one, unauthenticated, so it must be refused on what it declares, before the server unpacks it, and cost the site's
 * process no more memory than an ordinary application. The site's peak memory is read from /proc (VmHWM, reset
 * before the request): a bound on growth, not a timing.
 */
jest.setTimeout(120_000)

const MEGABYTE = 1024 * 1024
/** What one refused application may add to the site's peak memory: parsing its form, the checks, the answer. */
const GROWTH_BOUND = 64 * MEGABYTE

/** An HWPX whose `mimetype` is 한글's followed by `spaces` spaces: 100 MB deflate to some 100 KB. */
async function hwpxBomb(spaces: number): Promise<Buffer> {
  const zip = new JSZip()
  zip.file('mimetype', `application/hwp+zip${' '.repeat(spaces)}`, { compression: 'DEFLATE', compressionOptions: { level: 9 } })
  zip.file('Contents/content.hpf', '<?xml version="1.0" encoding="UTF-8"?><opf:package xmlns:opf="http://www.idpf.org/2007/opf/"/>')
  return zip.generateAsync({ type: 'nodebuffer' })
}

const status = () => fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status())?.[1]) * 1024

/** The growth of the site's peak resident memory while `work` runs. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  // Writing 5 to clear_refs resets the peak (VmHWM) to the current resident size.
  fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5')
  const before = kilobytes('VmRSS')
  await work()
  return kilobytes('VmHWM') - before
}

describe('a document bomb in an application', () => {
  it('an HWPX declaring 100 MB in its mimetype is refused without being unpacked, and stores nothing', async () => {
    const bomb = await hwpxBomb(100 * MEGABYTE)
    expect(bomb.length).toBeLessThan(200_000)
    const email = `hwpx-bomb-${Date.now()}@example.com`
    const form = validForm(email, await openDepartmentId())
    const filesBefore = privateFiles()
    let reply: Awaited<ReturnType<typeof register>> | undefined
    const growth = await peakGrowth(async () => {
      reply = await register({ ...form, study_plan: { name: '학업 계획서.hwpx', bytes: bomb, type: 'application/octet-stream' } })
    })
    expect(reply!.status).toBe(422)
    expect(Object.keys((reply!.body as unknown as { errors: Record<string, string[]> }).errors)).toEqual(['study_plan'])
    expect(await findAsAdmin('users', 'email', email)).toEqual([])
    expect(privateFiles()).toEqual(filesBefore)
    expect(growth).toBeLessThan(GROWTH_BOUND)
  })
})
