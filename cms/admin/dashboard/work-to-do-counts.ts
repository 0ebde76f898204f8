import type { Payload } from 'payload'

import { findCurrentRegistrationWindow } from '../../../lib/content/registration-windows'

export type OpenWindow = { name: string; startsAt: string; endsAt: string; open: boolean }
/** An applicant's correction or deletion request not answered yet, with the date it must be answered by (ten days). */
export type OpenPrivacyRequest = { id: number; kind: 'correction' | 'deletion'; applicant: string; answerBy: string }
export type WorkToDo = { waitingApplications: number; unhandledMessages: number; window: OpenWindow | null; privacyRequests: OpenPrivacyRequest[] }

/** The registration window open now, else the next one to open. */
async function currentWindow(): Promise<OpenWindow | null> {
  const now = new Date()
  const window = await findCurrentRegistrationWindow(now)
  return window ? { name: window.name, startsAt: window.startsAt, endsAt: window.endsAt, open: new Date(window.startsAt) <= now } : null
}

/** Open requests, the nearest answer date first. */
async function openPrivacyRequests(payload: Payload): Promise<OpenPrivacyRequest[]> {
  const { docs } = await payload.find({ collection: 'privacy-requests', where: { state: { equals: 'open' } }, sort: 'answerBy', limit: 20, depth: 1, overrideAccess: true })
  return docs.map((request) => {
    const application = typeof request.application === 'object' ? request.application : null
    return { id: request.id, kind: request.kind, applicant: application ? `${application.reference ?? ''} ${application.nameHangul}`.trim() : (request.reference ?? ''), answerBy: request.answerBy }
  })
}

/** What waits for the office: applications not yet decided, contact messages not yet handled, the registration window, privacy requests. */
export async function workToDo(payload: Payload): Promise<WorkToDo> {
  const [applications, messages, window, privacyRequests] = await Promise.all([
    payload.count({ collection: 'applications', where: { state: { equals: 'pending' } }, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: { handled: { not_equals: true } }, overrideAccess: true }),
    currentWindow(),
    openPrivacyRequests(payload),
  ])
  return { waitingApplications: applications.totalDocs, unhandledMessages: messages.totalDocs, window, privacyRequests }
}
