import net from 'node:net'

import { Client } from 'pg'

import { databaseAwayLately, isDatabaseAway, noteDatabaseAway } from './database-away'

/** A port nothing listens on: one the system gave and took back. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('isDatabaseAway', () => {
  it('knows pg’s refused connection, also wrapped as a cause, and SQLite’s full disk', async () => {
    const refused = await new Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' }).connect().catch((error: unknown) => error)
    expect(isDatabaseAway(refused)).toBe(true)
    expect(isDatabaseAway(new Error('Failed query: insert into "applications"', { cause: refused }))).toBe(true)
    expect(isDatabaseAway(Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' }))).toBe(true)
  })

  it('leaves other failures alone: bad input, a constraint, a bug', () => {
    expect(isDatabaseAway(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false)
    expect(isDatabaseAway(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseAway(null)).toBe(false)
  })

  it('remembers for a few seconds that a request failed for it', () => {
    noteDatabaseAway(new TypeError('a bug'))
    expect(databaseAwayLately()).toBe(false)
    noteDatabaseAway(Object.assign(new Error('Connection terminated unexpectedly'), {}))
    expect(databaseAwayLately()).toBe(true)
    expect(databaseAwayLately(Date.now() + 6_000)).toBe(false)
  })
})
