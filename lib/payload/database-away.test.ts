import { databaseAwayLevel, isDatabaseUnavailable } from './database-away'

/** An error as node-postgres or libsql gives it: a message and the fields they set. */
const failure = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields)

describe('isDatabaseUnavailable', () => {
  const databaseUrl = process.env.DATABASE_URL
  beforeAll(() => {
    process.env.DATABASE_URL = 'postgres://site@127.0.0.1:5433/site'
  })
  afterAll(() => {
    process.env.DATABASE_URL = databaseUrl
  })

  it.each([
    ['an admin shutdown (a restart)', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['a crash shutdown', failure('terminating connection because of crash of another server process', { code: '57P02' })],
    ['a server still starting', failure('the database system is starting up', { code: '57P03' })],
    ['a connection exception (08xxx)', failure('connection failure', { code: '08006' })],
    ['a connection ended under a query', failure('Connection terminated unexpectedly', {})],
    ['a connection that never opened in time', failure('Connection terminated due to connection timeout', {})],
    ['a refusal by the database’s own address', failure('connect ECONNREFUSED 127.0.0.1:5433', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5433 })],
    ['SQLite’s full disk', failure('SQLITE_FULL: database or disk is full', { code: 'SQLITE_FULL' })],
    ['SQLite’s failing disk', failure('disk I/O error', { code: 'SQLITE_IOERR_WRITE' })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('finds it inside what Drizzle and Payload wrap it in, and in an AggregateError (both of localhost’s addresses refused)', () => {
    const refused = failure('connect ECONNREFUSED 127.0.0.1:5433', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5433 })
    expect(isDatabaseUnavailable(new Error('Failed query: select …', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' }))).toBe(true)
  })

  it.each([
    ['a reset connection of any service', failure('read ECONNRESET', { code: 'ECONNRESET' })],
    ['the mail server refusing', failure('connect ECONNREFUSED 127.0.0.1:25', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 25 })],
    ['Redis refusing', failure('connect ECONNREFUSED 127.0.0.1:6379', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 6379 })],
    ['a unique violation', failure('duplicate key value violates unique constraint', { code: '23505' })],
    ['a SQLite constraint', failure('UNIQUE constraint failed', { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ['a plain error', new Error('Something else')],
    ['SQLite still locked after the busy timeout (contention, not absence)', failure('database is locked', { code: 'SQLITE_BUSY' })],
    ['a protocol violation (a bug of ours)', failure('bind message supplies 2 parameters, but prepared statement requires 1', { code: '08P01' })],
    ['a commit whose outcome is unknown', failure('transaction resolution unknown', { code: '08007' })],
    ['no error at all', 'Connection terminated'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })

  describe('with the database named otherwise', () => {
    const refused = (address: string, port?: number) => failure(`connect ECONNREFUSED ${address}`, { code: 'ECONNREFUSED', address, port })
    const withUrl = (url: string, check: () => void) => {
      const before = process.env.DATABASE_URL
      process.env.DATABASE_URL = url
      try {
        check()
      } finally {
        process.env.DATABASE_URL = before
      }
    }

    it('by a host name: a refusal on its port counts (the refusal names the resolved address), another port’s does not', () => {
      withUrl('postgres://site:secret@db.internal:5433/site', () => {
        expect(isDatabaseUnavailable(refused('10.0.0.7', 5433))).toBe(true)
        expect(isDatabaseUnavailable(refused('10.0.0.7', 6379))).toBe(false)
      })
    })

    it('by [::1] or localhost: the same as 127.0.0.1', () => {
      withUrl('postgres://site@[::1]:5433/site', () => expect(isDatabaseUnavailable(refused('127.0.0.1', 5433))).toBe(true))
      withUrl('postgres://site@localhost:5433/site', () => expect(isDatabaseUnavailable(refused('::1', 5433))).toBe(true))
    })

    it('by its socket folder, which WHATWG URL cannot read: its socket’s refusal counts, and nothing throws', () => {
      withUrl('postgres://site:secret@/site?host=/run/postgresql', () => {
        expect(isDatabaseUnavailable(refused('/run/postgresql/.s.PGSQL.5432'))).toBe(true)
        expect(isDatabaseUnavailable(refused('127.0.0.1', 25))).toBe(false)
      })
      // Read as node-postgres reads it: no host is the local default.
      withUrl('postgres://%zz@/', () => expect(isDatabaseUnavailable(refused('127.0.0.1', 5432))).toBe(true))
    })
  })
})

describe('the level of the lines of requests the database’s absence failed', () => {
  it('is an error once a minute, so that an alert on errors sees the outage, and a warning between', () => {
    const start = 1_000_000_000
    expect([start, start + 1_000, start + 59_000, start + 60_000, start + 61_000].map(databaseAwayLevel)).toEqual(['error', 'warn', 'warn', 'error', 'warn'])
  })
})
