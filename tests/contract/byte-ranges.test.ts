import { call } from './client'

/** Byte ranges of the site's files (videos are sought this way), and the ones Next.js would answer with a 500 (upstream-workarounds/next/requests.mjs). */
describe('byte ranges', () => {
  const FILE = '/images/emblem.svg'

  it('answers one range with that part of the file', async () => {
    const whole = await call<string>(FILE, { headers: { 'accept-encoding': 'identity' } })
    const part = await call<string>(FILE, { headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } })
    expect(part.status).toBe(206)
    expect(part.body).toBe(whole.body.slice(0, 10))
  })

  it.each(['bytes=5-2', 'bytes=x-y', 'bytes=0-1,4-5', 'items=0-5'])('answers a backwards or malformed range (%s) with the whole file', async (range) => {
    expect((await call(FILE, { headers: { range, 'accept-encoding': 'identity' } })).status).toBe(200)
  })
})
