import type { Payload, PayloadRequest } from 'payload'

const COUNTERS = 'student-number-counters'

/**
 * The next number of a counter (one row per prefix): the increment is atomic and, inside a
 * transaction, locks the row until the commit, so two transactions never get the same number.
 */
export async function nextSequence(payload: Payload, prefix: string, req: PayloadRequest): Promise<number> {
  const where = { prefix: { equals: prefix } }
  const existing = await payload.db.findOne<{ id: number }>({ collection: COUNTERS, where, req })
  const counter = existing ?? (await payload.db.create({ collection: COUNTERS, data: { prefix, lastSequence: 0 }, req }))
  const updated = await payload.db.updateOne({
    collection: COUNTERS,
    id: counter.id,
    data: { lastSequence: { $inc: 1 } } as unknown as Record<string, unknown>,
    req,
  })
  return Number(updated.lastSequence)
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
