import type { Payload } from 'payload'

export type OpenWindow = { name: string; startsAt: string; endsAt: string; open: boolean }
export type WorkToDo = { waitingApplications: number; unhandledMessages: number; window: OpenWindow | null }

/** The registration window open now, else the next one to open. */
async function currentWindow(payload: Payload): Promise<OpenWindow | null> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'registration-windows',
    where: { endsAt: { greater_than: now } },
    sort: 'startsAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const window = docs[0]
  return window ? { name: window.name, startsAt: window.startsAt, endsAt: window.endsAt, open: window.startsAt <= now } : null
}

/** What waits for the office: applications not yet decided, contact messages not yet handled, the registration window. */
export async function workToDo(payload: Payload): Promise<WorkToDo> {
  const [applications, messages, window] = await Promise.all([
    payload.count({ collection: 'applications', where: { state: { equals: 'pending' } }, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: { handled: { not_equals: true } }, overrideAccess: true }),
    currentWindow(payload),
  ])
  return { waitingApplications: applications.totalDocs, unhandledMessages: messages.totalDocs, window }
}
