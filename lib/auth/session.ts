import { getLocale } from 'next-intl/server'
import { headers as requestHeaders } from 'next/headers'
import { executeAuthStrategies } from 'payload'

import type { User } from '@/cms/payload-types'

import type { StaffRole } from './staff'

import { redirect } from '../../i18n/navigation'
import { payloadClient } from '../payload/client'

export type UserType = User['type']

/** The signed-in account and the session its token belongs to (`_sid`, used to end it). */
export type SessionUser = User & { _sid?: string }

/**
 * The signed-in user of a request, or null. Payload's JWT strategy reads `Authorization: Bearer
 * <token>` (what lib/api/client.ts sends), `Authorization: JWT <token>` and the HttpOnly
 * `payload-token` cookie, and accepts the token only while its session exists (logout removes it).
 * Accounts that are not active (pending, rejected, disabled) count as signed out.
 */
export async function currentUser(source: Request | Headers): Promise<SessionUser | null> {
  const payload = await payloadClient()
  const { user } = await executeAuthStrategies({ headers: source instanceof Request ? source.headers : source, payload })
  if (!user || user.collection !== 'users') return null
  const account = user as SessionUser
  return account.state === 'active' ? account : null
}

/** For the server components of /student and /professor: the signed-in user of that type, else a redirect to the login page. */
export async function requireUser(type: Exclude<UserType, StaffRole>): Promise<SessionUser> {
  const user = await currentUser(await requestHeaders())
  if (user?.type === type) return user
  return redirect({ href: '/login', locale: await getLocale() })
}
