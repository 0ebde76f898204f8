import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { loggableError } from './errors'

/** One step's undo: what puts back the write it follows when the work fails. */
export type Undo = () => Promise<unknown>

/**
 * What a unit of work receives: the `req` to give every Local API and adapter call, and `undo`, to
 * register after each write how to take it back.
 */
export type Unit = {
  req: PayloadRequest
  /**
   * Registers how to take back the write just done. Run (in reverse order) only where the database
   * had no transaction to roll back (SQLite, where Payload leaves them off); with a transaction
   * (PostgreSQL) its rollback undoes every write at once.
   */
  undo: (step: Undo) => void
}

/**
 * The failures of units whose writes may still be (partly) stored: a commit that threw (the server may have committed
 * before the connection went), or undos that failed where there was no transaction. Kept beside the error rather than
 * wrapped around it, so that callers still read the error itself (validation, database away).
 */
const mayHaveStoredFailures = new WeakSet<object>()

/**
 * Whether a failure of allOrNothing may have left something stored. False for one that threw before any unit began,
 * and for a unit rolled back or wholly undone: then nothing of it is stored.
 */
export const mayHaveStored = (error: unknown): boolean => typeof error === 'object' && error !== null && mayHaveStoredFailures.has(error)

const rememberMayHaveStored = (error: unknown) => {
  if (typeof error === 'object' && error !== null) mayHaveStoredFailures.add(error)
}

/** Undoes the steps done so far, last first; one that fails is logged and the others still run. Whether all succeeded. */
async function compensate(payload: Payload, steps: Undo[]): Promise<boolean> {
  let undone = true
  for (const step of steps.reverse()) {
    try {
      await step()
    } catch (error) {
      undone = false
      // What stays half done is left to the sweep (lib/registration/interrupted-writes.ts).
      payload.logger.error({ error: loggableError(error), msg: 'Undoing a step of a failed unit of work failed; the next sweep removes what remains' })
    }
  }
  return undone
}

/**
 * Rolls back; a rollback that fails (its connection gone) is logged, not thrown over the work's own error: PostgreSQL
 * rolls back an open transaction whose connection ended by itself.
 */
async function rollBack(payload: Payload, id: string | number) {
  try {
    await payload.db.rollbackTransaction(id)
  } catch (error) {
    payload.logger.warn({ error: loggableError(error), msg: 'Rolling back a failed unit of work failed; PostgreSQL drops it with its connection' })
  }
}

/**
 * Runs `work` all or nothing, through Payload's public API only:
 * - with Payload's own transactions (PostgreSQL): every call given `unit.req` joins the one
 *   transaction, committed when `work` returns and rolled back when it throws;
 * - without them (SQLite: `beginTransaction` answers null, Payload has them off there), each write
 *   commits at once and registers its undo; when `work` throws, the undos run last first, and the
 *   error is thrown on. What a crash leaves between two writes is the sweep's to remove
 *   (lib/registration/interrupted-writes.ts), so each unit writes the record that makes it whole last.
 * A failure after which something may be stored (a failed commit, an undo that failed) is told by `mayHaveStored`.
 */
export async function allOrNothing<T>(payload: Payload, work: (unit: Unit) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const id = await payload.db.beginTransaction()
  const undos: Undo[] = []
  if (id !== null && id !== undefined) req.transactionID = id
  let result: T
  try {
    result = await work({ req, undo: (step) => void (id == null && undos.push(step)) })
  } catch (error) {
    if (id != null) await rollBack(payload, id)
    else if (!(await compensate(payload, undos))) rememberMayHaveStored(error)
    throw error
  }
  if (id != null) {
    try {
      await payload.db.commitTransaction(id)
    } catch (error) {
      rememberMayHaveStored(error)
      throw error
    }
  }
  return result
}
