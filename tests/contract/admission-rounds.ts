import { call } from './client'

/** An admission round as Payload's API gives it (depth 0). */
export type Round = {
  id: number
  name: string
  departments: { department: number; places: number }[]
  applicationOpensAt: string
  applicationClosesAt: string
  interviewDays: { day: string }[]
  announcementAt: string
  enrolmentOpensAt: string
  enrolmentClosesAt: string
}

const INSTANTS = ['applicationOpensAt', 'applicationClosesAt', 'announcementAt', 'enrolmentOpensAt', 'enrolmentClosesAt'] as const

const later = (raw: string, ms: number) => new Date(Date.parse(raw) + ms).toISOString()

/** A round's dates, every one `ms` later (earlier when negative): a round moved whole stays in order. */
export const shifted = (round: Round, ms: number) => ({
  ...Object.fromEntries(INSTANTS.map((name) => [name, later(round[name], ms)])),
  interviewDays: round.interviewDays.map(({ day }) => ({ day: later(day, ms) })),
})

/** Every round, the earliest first. */
export async function rounds(token: string): Promise<Round[]> {
  const reply = await call<{ docs: Round[] }>('/cms-api/admission-rounds?limit=100&depth=0&sort=applicationOpensAt', { token })
  if (reply.status !== 200) throw new Error(`listing rounds failed: ${reply.status}`)
  return reply.body.docs
}

async function patch(token: string, id: number, body: Record<string, unknown>) {
  const reply = await call(`/cms-api/admission-rounds/${id}`, { method: 'PATCH', token, body })
  if (reply.status !== 200) throw new Error(`moving round ${id} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
}

/**
 * Moves `chosen` rounds by `ms`, the one ahead first, so that none overlaps another on the way (the admin refuses
 * that); resolves to the undo, which moves them back in the other order.
 */
export async function moveRounds(token: string, chosen: Round[], ms: number): Promise<() => Promise<void>> {
  const ordered = ms > 0 ? [...chosen].reverse() : chosen
  for (const round of ordered) await patch(token, round.id, shifted(round, ms))
  return async () => {
    for (const round of [...ordered].reverse()) await patch(token, round.id, shifted(round, 0))
  }
}
