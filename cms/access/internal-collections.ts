import type { Payload } from 'payload'

import { isAdmin } from './is-admin'

/** Payload's own bookkeeping collections; any signed-in account could write them by default. */
const INTERNAL_COLLECTIONS = ['payload-locked-documents', 'payload-migrations', 'payload-kv', 'payload-jobs'] as const

/**
 * Makes Payload's internal collections admin-only. Payload adds them while it sanitizes the config,
 * after plugins have run, so their rules can only be set on the initialised instance.
 */
export function restrictInternalCollections(payload: Payload) {
  for (const slug of INTERNAL_COLLECTIONS) {
    const collection = payload.collections[slug]
    if (collection) Object.assign(collection.config.access, { create: isAdmin, read: isAdmin, update: isAdmin, delete: isAdmin })
  }
  // The jobs queue's schedule record: any signed-in account could otherwise move the next scheduled run (the nightly destruction) away.
  const jobStats = payload.globals.config.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) Object.assign(jobStats.access, { read: isAdmin, update: () => false })
}
