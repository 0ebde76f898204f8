import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type SqliteClient = Record<string, unknown> & { execute: (sql: string) => Promise<unknown> }
type SqliteAdapter = {
  busyTimeout: number
  client: SqliteClient
  drizzle: { transaction: (work: (tx: unknown) => Promise<void>) => Promise<void> }
  sessions: Record<string, Session>
}

/**
 * SQLite, one process: the driver is synchronous and a transaction holds the write lock across
 * awaits, so any other statement of this process that runs meanwhile would fail with "database is
 * locked" (that is why Payload leaves SQLite transactions off). While one of these transactions
 * is open, the adapter's other statements wait for it; the transactions themselves take turns.
 */
type SqliteState = { gated: WeakSet<object>; open: Promise<void> | null; turn: Promise<unknown>; inside: AsyncLocalStorage<true> }

const STATE_KEY = Symbol.for('school-site.sqlite-transactions')

function sqliteState(): SqliteState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: SqliteState }
  holder[STATE_KEY] ??= { gated: new WeakSet(), open: null, turn: Promise.resolve(), inside: new AsyncLocalStorage() }
  return holder[STATE_KEY]
}

const CLIENT_METHODS = ['execute', 'batch', 'executeMultiple', 'migrate', 'transaction'] as const

/** Makes statements from outside the open transaction wait until it has ended. */
function gate(client: SqliteClient, state: SqliteState) {
  if (state.gated.has(client)) return
  state.gated.add(client)
  for (const method of CLIENT_METHODS) {
    const original = client[method]
    if (typeof original !== 'function') continue
    client[method] = async (...args: unknown[]) => {
      while (state.open && !state.inside.getStore()) await state.open
      return original.apply(client, args)
    }
  }
}

/** Opens a transaction in the session registry that Payload's commitTransaction and rollbackTransaction use. */
async function beginSqlite(adapter: SqliteAdapter): Promise<{ id: string; finished: Promise<void> }> {
  const id = crypto.randomUUID()
  let finished: Promise<void> = Promise.resolve()
  await new Promise<void>((ready, failed) => {
    finished = adapter.drizzle.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          adapter.sessions[id] = {
            db: tx,
            resolve: async () => {
              commit()
              await finished
            },
            reject: async () => {
              rollback(new Error('Transaction rolled back'))
              await finished.catch(() => undefined)
            },
          }
          ready()
        }),
    )
    finished.catch(failed)
  })
  return { id, finished }
}

async function runSqlite<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const adapter = payload.db as unknown as SqliteAdapter
  const state = sqliteState()
  gate(adapter.client, state)
  const turn = state.turn.then(async () => {
    let end = () => {}
    state.open = new Promise<void>((resolve) => (end = resolve))
    try {
      return await state.inside.run(true, async () => {
        const req = await createLocalReq({}, payload)
        const { id, finished } = await beginSqlite(adapter)
        req.transactionID = id
        const result = await settle(payload, id, work, req)
        // A COMMIT that failed shows only here: Payload's commitTransaction swallows it.
        await finished
        return result
      })
    } finally {
      state.open = null
      end()
      // The driver gave its connection to the transaction and opens a fresh one, without the busy timeout.
      if (adapter.busyTimeout > 0) await adapter.client.execute(`PRAGMA busy_timeout = ${adapter.busyTimeout}`).catch(() => undefined)
    }
  })
  state.turn = turn.catch(() => undefined)
  return turn
}

/** Runs `work`, then commits, or rolls back when it throws. */
async function settle<T>(payload: Payload, id: string | number, work: (req: PayloadRequest) => Promise<T>, req: PayloadRequest): Promise<T> {
  let result: T
  try {
    result = await work(req)
  } catch (error) {
    await payload.db.rollbackTransaction(id)
    throw error
  }
  await payload.db.commitTransaction(id)
  return result
}

/**
 * Runs `work` in one database transaction: every Local API call given the `req` it receives joins
 * it; it is committed when `work` returns and rolled back when it throws. PostgreSQL uses Payload's
 * own transactions; SQLite, where Payload has them off, the one opened here.
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  if (payload.db.name === 'sqlite') return runSqlite(payload, work)
  const req = await createLocalReq({}, payload)
  const id = await payload.db.beginTransaction()
  if (id === null) throw new Error('The database adapter did not start a transaction')
  req.transactionID = id
  return settle(payload, id, work, req)
}
