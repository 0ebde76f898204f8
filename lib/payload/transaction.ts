import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { processTurns } from './turns'

/**
 * Runs `work` in one database transaction through Payload's own API: every Local API call given the
 * `req` it receives joins it; it is committed when `work` returns and rolled back when it throws.
 *
 * SQLite (cms/db.ts): the libsql driver begins each transaction with BEGIN IMMEDIATE, holds the
 * write lock across every await of `work`, and runs synchronously; another write of this process
 * meanwhile would wait in SQLite's busy handler, blocking the event loop the open transaction needs
 * to finish (or fail at once with "database is locked"). So ours take an exclusive turn: one at a
 * time, and none while a sign-in, which writes the account's sessions, is under way
 * (cms/collections/users/hooks/sign-in-turns.ts holds the shared turns).
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const run = async () => {
    const req = await createLocalReq({}, payload)
    if (!(await initTransaction(req))) throw new Error(`The ${payload.db.name} adapter did not start a transaction (transactionOptions in cms/db.ts)`)
    let result: T
    try {
      result = await work(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    await commitTransaction(req)
    return result
  }
  return alone(payload, run)
}

/**
 * Runs a write of ours outside `inTransaction` (one Payload operation, which is a transaction of its
 * own) in the same exclusive turn on SQLite, at once elsewhere.
 */
export const alone = <T>(payload: Payload, write: () => Promise<T>): Promise<T> =>
  payload.db.name === 'sqlite' ? processTurns().sqliteWrites.exclusive(write) : write()
