import type { Payload } from 'payload'

import { staffAccess } from '../../cms/access/roles'
import { staffRules } from '../../cms/access/staff-rules'

/**
 * Payload's bookkeeping that its config offers no override for: it adds them while it sanitizes the config, after
 * plugins have run, and any signed-in account could write them by default (README.md here). The jobs queue and the
 * key-value store take their rules in the config instead (cms/access/internal-collections.ts).
 */
const WITHOUT_OVERRIDE = ['payload-locked-documents', 'payload-migrations'] as const

/** Gives them the access matrix's rules (cms/access/roles.ts) on the initialised instance, the one place that sees them. */
export function restrictPayloadOwnCollections(payload: Payload) {
  for (const slug of WITHOUT_OVERRIDE) {
    const collection = payload.collections[slug]
    if (collection) Object.assign(collection.config.access, staffRules(slug))
  }
  // The jobs queue's schedule record: any signed-in account could otherwise move the next scheduled run (the nightly destruction) away.
  const jobStats = payload.globals.config.find((global) => global.slug === 'payload-jobs-stats')
  if (jobStats) Object.assign(jobStats.access, { read: staffAccess('payload-jobs', 'read'), update: () => false })
}
