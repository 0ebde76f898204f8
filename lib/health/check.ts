import { s3Settings } from '@/cms/object-storage'

import { payloadClient } from '../payload/client'
import { redisConnection } from '../redis/connection'

export type Health = {
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable'
  /** Redis is optional: while it is away the site still serves (limits per process, pages rendered). */
  redis: 'ok' | 'unreachable' | 'off'
  storage: 's3' | 'disk'
}

/**
 * What a load balancer asks before sending traffic: the instance can serve when its database answers.
 * Says nothing else about the setup (no hosts, no versions).
 */
export async function checkHealth(): Promise<Health> {
  const database = await payloadClient()
    .then((payload) => payload.count({ collection: 'menus', overrideAccess: true }))
    .then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    )
  const client = redisConnection()
  const redis = !client ? 'off' : client.isReady ? 'ok' : 'unreachable'
  return { status: database === 'ok' ? 'ok' : 'unavailable', database, redis, storage: s3Settings() ? 's3' : 'disk' }
}
