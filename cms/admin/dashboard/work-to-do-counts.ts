import type { Payload } from 'payload'

import { findCurrentRegistrationWindow } from '../../../lib/content/registration-windows'

export type OpenWindow = { name: string; startsAt: string; endsAt: string; open: boolean }
export type WorkToDo = { waitingApplications: number; unhandledMessages: number; window: OpenWindow | null }

/** The registration window open now, else the next one to open. */
async function currentWindow(): Promise<OpenWindow | null> {
  const now = new Date()
  const window = await findCurrentRegistrationWindow(now)
  return window ? { name: window.name, startsAt: window.startsAt, endsAt: window.endsAt, open: new Date(window.startsAt) <= now } : null
}

/** What waits for the office: applications not yet decided, contact messages not yet handled, the registration window. */
export async function workToDo(payload: Payload): Promise<WorkToDo> {
  const [applications, messages, window] = await Promise.all([
    payload.count({ collection: 'applications', where: { state: { equals: 'pending' } }, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: { handled: { not_equals: true } }, overrideAccess: true }),
    currentWindow(),
  ])
  return { waitingApplications: applications.totalDocs, unhandledMessages: messages.totalDocs, window }
}
