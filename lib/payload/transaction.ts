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

/** Undoes the steps done so far, last first; one that fails is logged and the others still run. */
async function compensate(payload: Payload, steps: Undo[]) {
  for (const step of steps.reverse()) {
    try {
      await step()
    } catch (error) {
      // What stays half done is left to the sweep (lib/registration/interrupted-writes.ts).
      payload.logger.error({ error: loggableError(error), msg: 'Undoing a step of a failed unit of work failed; the next sweep removes what remains' })
    }
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
    if (id != null) await payload.db.rollbackTransaction(id)
    else await compensate(payload, undos)
    throw error
  }
  if (id != null) await payload.db.commitTransaction(id)
  return result
}
