import type { Payload } from 'payload'

import type { Unit } from '../payload/transaction'

const COUNTERS = 'student-number-counters'

/**
 * The next number of a counter (one row per prefix). The increment is one atomic UPDATE, so two
 * callers at once never get the same number; inside a transaction (PostgreSQL) it also locks the
 * row until the commit. Without one (SQLite) the number is handed back when the unit fails, if no
 * later number was taken meanwhile (else it stays a gap: a number is never given twice).
 */
export async function nextSequence(payload: Payload, prefix: string, { req, undo }: Unit): Promise<number> {
  const where = { prefix: { equals: prefix } }
  const existing = await payload.db.findOne<{ id: number }>({ collection: COUNTERS, where, req })
  const counter = existing ?? (await payload.db.create({ collection: COUNTERS, data: { prefix, lastSequence: 0 }, req }))
  const updated = await payload.db.updateOne({
    collection: COUNTERS,
    id: counter.id,
    data: { lastSequence: { $inc: 1 } } as unknown as Record<string, unknown>,
    req,
  })
  const taken = Number(updated.lastSequence)
  undo(() =>
    payload.db.updateOne({
      collection: COUNTERS,
      where: { and: [{ id: { equals: counter.id } }, { lastSequence: { equals: taken } }] },
      data: { lastSequence: taken - 1 },
      req,
      options: { atomic: true },
    }),
  )
  return taken
}

/**
 * Creates the counter of `prefix` when it is missing, outside any transaction: two transactions that
 * both created it would collide on the unique prefix and one of them would fail.
 */
export async function ensureCounter(payload: Payload, prefix: string): Promise<void> {
  const where = { prefix: { equals: prefix } }
  if (await payload.db.findOne({ collection: COUNTERS, where })) return
  try {
    await payload.db.create({ collection: COUNTERS, data: { prefix, lastSequence: 0 } })
  } catch (error) {
    // Another request created it meanwhile: that is all we wanted.
    if (!(await payload.db.findOne({ collection: COUNTERS, where }))) throw error
  }
}
