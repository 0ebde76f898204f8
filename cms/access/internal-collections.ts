import { databaseKVAdapter, type CollectionConfig } from 'payload'

import { staffRules } from './staff-rules'

/** The jobs queue's documents by the access matrix (roles.ts), through `jobs.jobsCollectionOverrides`. */
export const jobsWithStaffRules = ({ defaultJobsCollection }: { defaultJobsCollection: CollectionConfig }): CollectionConfig => ({
  ...defaultJobsCollection,
  access: staffRules('payload-jobs'),
})

/** Payload's key-value store in the database (its default), its collection by the access matrix. */
export const staffKeyValueStore = () => databaseKVAdapter({ kvCollectionOverrides: { access: staffRules('payload-kv') } })
