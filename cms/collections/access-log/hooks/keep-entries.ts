import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { accessLogCutoff } from '../../../../lib/privacy/access-log'

const refuseEdit: CollectionBeforeChangeHook = ({ operation, data }) => {
  if (operation === 'update') throw new APIError('An access log entry cannot be changed.', 403)
  return data
}

/** Even with access control off (the destruction job, a script), an entry younger than two years stays. */
const refuseEarlyDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entry = await req.payload.findByID({ collection: 'access-log', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (entry && new Date(entry.createdAt) >= accessLogCutoff()) throw new APIError('An access log entry is kept for two years.', 403)
}

export const keepEntries: CollectionConfig['hooks'] = { beforeChange: [refuseEdit], beforeDelete: [refuseEarlyDelete] }
