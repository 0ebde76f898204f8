import { Writable } from 'node:stream'

import { pino } from 'pino'

import { loggerConfig } from './logger'
import { requestContext } from './request-context'

function capture() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()))
      done()
    },
  })
  const config = loggerConfig({ NODE_ENV: 'production' })!
  return { logger: pino(config.options, destination), lines }
}

describe('the site’s JSON log', () => {
  it('writes level names, ISO times and the request’s id', () => {
    const { logger, lines } = capture()
    requestContext().run({ requestId: 'req-12345678' }, () => logger.warn('Something to look at'))
    expect(lines[0]).toEqual(expect.objectContaining({ level: 'warn', msg: 'Something to look at', requestId: 'req-12345678', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }))
  })

  it('redacts personal data by field name and inside text', () => {
    const { logger, lines } = capture()
    logger.error({ email: 'kim@example.com', user: { password: 'secret-pass', id: 7 }, note: 'rrn 950505-2123456' }, 'mail to lee@example.org failed, call 010-2345-6789')
    const line = JSON.stringify(lines[0])
    for (const secret of ['kim@example.com', 'secret-pass', '950505-2123456', 'lee@example.org', '010-2345-6789']) expect(line).not.toContain(secret)
    expect(lines[0]).toEqual(expect.objectContaining({ email: '[redacted]', user: { password: '[redacted]', id: 7 } }))
  })

  it('stays Payload’s readable format outside production unless asked', () => {
    expect(loggerConfig({})).toBeUndefined()
    expect(loggerConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBeUndefined()
    expect(loggerConfig({ LOG_FORMAT: 'json' })).toBeDefined()
  })
})
