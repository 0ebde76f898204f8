import fs from 'node:fs'
import path from 'node:path'

import { call, get } from './client'

/** The build's scripts as scripts/server.mjs sends them: the copy compressed at build time, cached for good. */
let script: string
let original: string

beforeAll(async () => {
  const home = await get<string>('/')
  script = /\/_next\/static\/chunks\/[\w-]+\.js/.exec(home.body)![0]
  original = fs.readFileSync(path.join('.next', 'static', script.slice('/_next/static/'.length)), 'utf8')
})

describe('the build’s files under /_next/static/', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('with Accept-Encoding "%s" sends the %s copy of the same script', async (accepted, encoding) => {
    const reply = await call<string>(script, { headers: { 'accept-encoding': accepted } })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-encoding')).toBe(encoding)
    expect(reply.body).toBe(original)
    expect(reply.headers.get('content-type')).toMatch(/javascript/)
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(reply.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    // Browsers read these on documents only; the pages carry them.
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) {
      expect([documentOnly, reply.headers.get(documentOnly)]).toEqual([documentOnly, null])
    }
  })

  it('sends HSTS with the scripts when the proxy in front says the request came over HTTPS', async () => {
    const reply = await call<string>(script, { headers: { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' } })
    expect(reply.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  })

  it('answers HEAD without a body', async () => {
    const reply = await call<string>(script, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(reply.status).toBe(200)
    expect(reply.body).toBe('')
  })

  it('answers a byte range, and the whole file for a backwards or malformed one (Next.js said 500)', async () => {
    const first = await call<string>(script, { headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } })
    expect(first.status).toBe(206)
    expect(first.body).toBe(original.slice(0, 10))
    for (const path of [script, '/images/emblem.svg']) {
      for (const range of ['bytes=5-2', 'bytes=x-y', 'bytes=0-1,4-5', 'items=0-5']) {
        const reply = await call<string>(path, { headers: { range, 'accept-encoding': 'identity' } })
        expect([path, range, reply.status]).toEqual([path, range, 200])
      }
    }
  })

  // scripts/compile-hints.mjs: Chromium compiles these while they download instead of on the main thread as they run.
  it('sends the scripts every page starts with, and only those, with V8’s compile hint, compressed copies included', async () => {
    const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
    const home = (await get<string>('/')).body
    const others = [...home.matchAll(/\/_next\/(static\/chunks\/[\w-]+\.js)/g)].map((match) => match[1]).filter((file) => !rootMainFiles.includes(file))
    expect(rootMainFiles.length).toBeGreaterThan(2)
    expect(others.length).toBeGreaterThan(0)
    for (const file of [...rootMainFiles, ...others]) {
      for (const encoding of ['br', 'identity']) {
        const reply = await call<string>(`/_next/${file}`, { headers: { 'accept-encoding': encoding } })
        expect([file, encoding, reply.body.startsWith('//# allFunctionsCalledOnLoad\n')]).toEqual([file, encoding, rootMainFiles.includes(file)])
      }
    }
  })

  it('answers a file the build does not have with 404', async () => {
    expect((await get('/_next/static/chunks/not-in-this-build.js')).status).toBe(404)
    expect((await get('/_next/static/..%2f..%2fpackage.json')).status).toBe(404)
  })
})

/** The build's scripts a page starts with, as files. */
async function scriptsOf(page: string) {
  const html = (await get<string>(page)).body
  const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[\w-]+\.js)" async=""/g)].map((match) => match[1])
  expect(scripts.length).toBeGreaterThan(3)
  return scripts.map((script) => ({ script, text: fs.readFileSync(path.join('.next', 'static', script.slice('/_next/static/'.length)), 'utf8') }))
}

/** The modules a Turbopack chunk defines (`…,522016,(e,t,r)=>{…` or `…,861745,e=>{…`) and their length. */
function modulesOf(chunk: string) {
  const starts = [...chunk.matchAll(/[,[](\d{3,7}),(?:\([a-z,]*\)|[a-z])=>\{/g)]
  return starts.map((start, index) => ({ id: start[1], length: (starts[index + 1]?.index ?? chunk.length) - start.index }))
}

/** Turbopack copies one-line re-exports (`next/navigation`'s is 43 characters) into each chunk that needs them. */
const REEXPORT_LENGTH = 100

const PAGES = ['/', '/student-registration', '/contact-us', '/en/department-guide/ministry-of-ministry', '/news/announcement', '/en/community/gallery']

describe('the scripts a page loads', () => {
  // Node's Buffer, polyfilled for the browser (base64-js and ieee754), was 7 KB of the application form's script
  // because a file check shared with the server called Buffer.
  it.each(PAGES)('%s loads no Node.js polyfill', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('toByteArray')]).toEqual([script, false])
  })

  // The site-wide 404 used next/link: Next.js loads its client components on every page, and next/link came twice.
  it.each(PAGES)('%s loads each module once', async (page) => {
    const definedIn = new Map<string, string>()
    const twice: string[] = []
    for (const { script, text } of await scriptsOf(page)) {
      for (const { id, length } of modulesOf(text)) {
        if (definedIn.has(id) && definedIn.get(id) !== script && length > REEXPORT_LENGTH) twice.push(`${id} in ${definedIn.get(id)} and ${script}`)
        definedIn.set(id, script)
      }
    }
    expect(definedIn.size).toBeGreaterThan(100)
    expect(twice).toEqual([])
  })

  // next/image's client component (4 KB of Brotli on every page) does in the browser what its getImageProps does on the
  // server for components/ui/image.tsx.
  it.each(PAGES)('%s loads no next/image client component', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('data-nimg')]).toEqual([script, false])
  })

  // The header's islands get their texts as props; next-intl's client (3 KB of Brotli) loads only with a page's forms.
  it.each(['/en/department-guide/ministry-of-ministry', '/news/announcement', '/en/community/gallery', '/en/nope'])('%s loads no next-intl client code', async (page) => {
    for (const { script, text } of await scriptsOf(page)) expect([script, text.includes('MISSING_MESSAGE')]).toEqual([script, false])
  })
})
