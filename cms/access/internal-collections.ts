import type { Payload } from 'payload'

import { staffAccess } from './roles'
import { staffRules } from './staff-rules'

/** Payload's own bookkeeping collections; any signed-in account could write them by default. */
const INTERNAL_COLLECTIONS = ['payload-locked-documents', 'payload-migrations', 'payload-kv', 'payload-jobs'] as const

/**
 * Gives Payload's internal collections the access matrix's rules (cms/access/roles.ts). Payload adds them while it sanitizes the config,
 * after plugins have run, so their rules can only be set on the initialised instance.
 */
export function restrictInternalCollections(payload: Payload) {
  for (const slug of INTERNAL_COLLECTIONS) {
    const collection = payload.collections[slug]
    if (collection) Object.assign(collection.config.access, staffRules(slug))
  }
  // The jobs queue's schedule record: any signed-in account could otherwise move the next scheduled run (the nightly destruction) away.
  const jobStats = payload.globals.config.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) Object.assign(jobStats.access, { read: staffAccess('payload-jobs', 'read'), update: () => false })
}
