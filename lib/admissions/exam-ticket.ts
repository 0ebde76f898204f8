import type { Payload } from 'payload'

import type { Application, Media } from '@/cms/payload-types'

import type { Locale } from '../api/types'
import { toLocale } from '../../i18n/routing'
import { attachment } from '../storage/attachment'
import { fileStore } from '../storage/file-store'
import { examTicketsPdf, type ExamTicket } from './exam-ticket-pdf'
import { interviewOf, roundOf } from './result'

async function bytesOf(content: { body: ReadableStream<Uint8Array> } | null): Promise<Buffer | null> {
  return content ? Buffer.from(await new Response(content.body).arrayBuffer()) : null
}

const nameOf = (value: unknown) => (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string' ? value.name : '')

/** What the school prints on every ticket in a language: its name and, when set, its seal. */
async function schoolOf(payload: Payload, locale: Locale) {
  const settings = await payload.findGlobal({ slug: 'settings', locale, depth: 1, overrideAccess: true })
  const seal = typeof settings.seal === 'object' && settings.seal !== null ? (settings.seal as Media) : null
  return { schoolName: settings.schoolName ?? '', seal: seal?.filename ? await bytesOf(await fileStore('media').read(seal.filename)) : null }
}

/** One application's ticket, read in the ticket's language (depth 1: its round, department and photo). */
async function ticketOf(application: Application, school: Awaited<ReturnType<typeof schoolOf>>): Promise<ExamTicket | null> {
  const interview = interviewOf(application)
  if (!interview || !application.examNumber) return null
  const photo = typeof application.photo === 'object' && application.photo?.filename ? await bytesOf(await fileStore('applicant-files').read(application.photo.filename)) : null
  const round = roundOf(application)
  return {
    roundTitle: round ? nameOf(round) : '',
    examNumber: application.examNumber,
    name: application.nameHangul || application.nameEnglish,
    nameEnglish: application.nameHangul ? application.nameEnglish : null,
    department: nameOf(application.department),
    interviewAt: interview.at,
    interviewPlace: interview.place,
    whatToBring: (round?.whatToBring ?? '').split('\n').map((line) => line.trim()).filter(Boolean),
    photo,
    ...school,
  }
}

const read = (locale: Locale) => ({ collection: 'applications' as const, depth: 1, locale, overrideAccess: true })

/** The applicant's own 수험표 as a PDF, in the language they applied in; null until its interview is set. */
export async function applicantExamTicket(payload: Payload, applicationId: number): Promise<Buffer | null> {
  // The language first (one column), then the ticket's words in it.
  const found = await payload.findByID({ ...read('ko'), id: applicationId, depth: 0, disableErrors: true, select: { locale: true } })
  if (!found) return null
  const locale = toLocale(found.locale)
  const application = await payload.findByID({ ...read(locale), id: applicationId })
  const ticket = await ticketOf(application, await schoolOf(payload, locale))
  return ticket && examTicketsPdf([ticket], locale)
}

/** The school's day in `locale`: every ticket of the interviews on `day` (YYYY-MM-DD, Korean time), in their order. */
export async function dayOfExamTickets(payload: Payload, day: string, locale: Locale): Promise<{ pdf: Buffer; count: number; ids: number[] } | null> {
  // The Korean day from 00:00 to 24:00 at UTC+9 (Korea keeps no summer time).
  const from = new Date(`${day}T00:00:00+09:00`)
  const until = new Date(from.getTime() + 24 * 3600 * 1000)
  const { docs } = await payload.find({
    ...read(locale),
    where: { and: [{ interviewAt: { greater_than_equal: from.toISOString() } }, { interviewAt: { less_than: until.toISOString() } }] },
    sort: ['interviewAt', 'examNumber'],
    limit: 1000,
    pagination: false,
  })
  const school = await schoolOf(payload, locale)
  const drawn = (await Promise.all(docs.map(async (application) => ({ id: application.id, ticket: await ticketOf(application, school) })))).filter(
    (entry): entry is { id: number; ticket: ExamTicket } => entry.ticket !== null,
  )
  if (drawn.length === 0) return null
  // The ids of the tickets drawn, for the access log: an interview without its place is read but not printed.
  return { pdf: await examTicketsPdf(drawn.map(({ ticket }) => ticket), locale), count: drawn.length, ids: drawn.map(({ id }) => id) }
}

/** A drawn 수험표 as the browser gets it: shown, to be printed or saved under its own name; never kept by a cache. */
export const pdfResponse = (pdf: Buffer, name: string, asciiName: string): Response =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachment(name, asciiName, 'inline'),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
