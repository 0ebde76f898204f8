import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import path from 'node:path'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * The server's answer in place of Next.js's 500 for a request an absent database failed
 * (upstream-workarounds/next/database-away.mjs, plain JavaScript for Node), around a plain server that answers as
 * Next.js does (tests/fixtures/database-away-server.mjs), in a Node of its own.
 */
let server: ChildProcess
let port = 0
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  server = spawn(process.execPath, [path.join(__dirname, '..', 'fixtures', 'database-away-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [line] = (await once(server.stdout!, 'data')) as [Buffer]
  port = Number(line.toString().trim())
})
afterAll(() => {
  agent.destroy()
  server.kill()
})

const ask = (scenario: string, pathname: string, method = 'GET', headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<Answer & { socket: unknown }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: `${pathname}${pathname.includes('?') ? '&' : '?'}scenario=${scenario}`, method, headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString(), socket: request.socket }))
    })
    request.on('error', reject)
    request.end()
  })

describe('the answer to a request the database’s absence failed', () => {
  it('is a 503 with Retry-After in the page’s language, Next.js’s compressed body and its headers dropped, the connection kept', async () => {
    const page = await ask('away', '/en/search?q=x', 'GET', { 'accept-encoding': 'gzip' })
    expect(page.status).toBe(503)
    expect(page.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(page.body)) })
    expect(page.headers).not.toHaveProperty('content-encoding')
    expect(page.headers).not.toHaveProperty('etag')
    expect(page.body).toMatch(/<html lang="en">.*Back in a moment/s)
    const korean = await ask('away', '/search?q=x')
    expect(korean.body).toMatch(/<html lang="ko">/)
    // The same kept-alive connection served both.
    expect(korean.socket).toBe(page.socket)
    const api = await ask('away', '/api/search?q=x', 'GET', { cookie: 'NEXT_LOCALE=en' })
    expect([api.status, JSON.parse(api.body)]).toEqual([503, { message: 'The database cannot be reached for a moment. Please try again in a few seconds.' }])
    const head = await ask('away', '/search', 'HEAD')
    expect([head.status, head.body]).toEqual([503, ''])
  })

  it('leaves a 500 the database did not cause, a marked answer under 500, and an answer already on its way', async () => {
    expect((await ask('broken', '/')).status).toBe(500)
    expect(await ask('cached', '/')).toMatchObject({ status: 200, body: 'cached page' })
    expect(await ask('streaming', '/')).toMatchObject({ status: 200, body: '<html>streaming and failed</html>' })
  })
})
