import type { Payload } from 'payload'

import { takesApplications } from '../../../lib/admissions/schedule'
import { findApplicationRound } from '../../../lib/content/admission-rounds'
import { pickText } from '../../../lib/content/localize'
import { CAPTION_LANGUAGES, type CaptionLanguage } from '../../../lib/captions/webvtt'
import { smtpSettings } from '../../email/smtp-settings'

export type OpenWindow = { name: string; startsAt: string; endsAt: string; open: boolean }
/** An applicant's correction or deletion request not answered yet, with the date it must be answered by (ten days). */
export type OpenPrivacyRequest = { id: number; kind: 'correction' | 'deletion'; applicant: string; answerBy: string }
/** Mail the people it is for did not get: kept in the outbox for want of a mail server, or refused by it. */
export type UnsentMail = { mailServer: boolean; kept: number; failed: number }
/** A video in the media library still missing its captions in one language or both (KWCAG 1.2.1). */
export type UncaptionedVideo = { id: number; name: string; missing: CaptionLanguage[] }
export type UncaptionedVideos = { videos: UncaptionedVideo[]; total: number }
export type WorkToDo = {
  waitingApplications: number
  unhandledMessages: number
  window: OpenWindow | null
  privacyRequests: OpenPrivacyRequest[]
  unsentMail: UnsentMail
  uncaptionedVideos: UncaptionedVideos
}

/** How many uncaptioned videos the dashboard names; the rest are counted. */
const LISTED_VIDEOS = 20

/** The application period of the round taking applications now, else of the next one to. */
async function currentWindow(): Promise<OpenWindow | null> {
  const now = new Date()
  const round = await findApplicationRound(now)
  return round ? { name: pickText(round.name, 'ko'), startsAt: round.applicationOpensAt, endsAt: round.applicationClosesAt, open: takesApplications(round, now) } : null
}

/** Open requests, the nearest answer date first. */
async function openPrivacyRequests(payload: Payload): Promise<OpenPrivacyRequest[]> {
  const { docs } = await payload.find({ collection: 'privacy-requests', where: { state: { equals: 'open' } }, sort: 'answerBy', limit: 20, depth: 1, overrideAccess: true })
  return docs.map((request) => {
    const application = typeof request.application === 'object' ? request.application : null
    return { id: request.id, kind: request.kind, applicant: application ? `${application.reference ?? ''} ${application.nameHangul || application.nameEnglish}`.trim() : (request.reference ?? ''), answerBy: request.answerBy }
  })
}

/** Videos of the media library without a caption file in each language, the newest first. */
export async function uncaptionedVideos(payload: Payload): Promise<UncaptionedVideos> {
  const [videos, captions] = await Promise.all([
    payload.find({ collection: 'media', where: { mimeType: { like: 'video/' } }, sort: '-createdAt', pagination: false, depth: 0, locale: 'ko', select: { filename: true, alt: true }, overrideAccess: true }),
    payload.find({ collection: 'captions', pagination: false, depth: 0, select: { video: true, language: true }, overrideAccess: true }),
  ])
  const captioned = new Set(captions.docs.map((caption) => `${typeof caption.video === 'object' ? caption.video.id : caption.video}:${caption.language}`))
  const missing = videos.docs
    .map((video) => ({ id: video.id, name: video.alt || video.filename || String(video.id), missing: CAPTION_LANGUAGES.filter((language) => !captioned.has(`${video.id}:${language}`)) }))
    .filter((video) => video.missing.length > 0)
  return { videos: missing.slice(0, LISTED_VIDEOS), total: missing.length }
}

/**
 * What waits for the office: applications not yet decided, contact messages not yet handled, the registration
 * window, privacy requests, mail that did not go out, and videos without captions.
 */
export async function workToDo(payload: Payload): Promise<WorkToDo> {
  const mailsIn = (status: 'kept' | 'failed') => payload.count({ collection: 'mail-outbox', where: { status: { equals: status } }, overrideAccess: true })
  const [applications, messages, window, privacyRequests, kept, failed, uncaptioned] = await Promise.all([
    payload.count({ collection: 'applications', where: { state: { equals: 'pending' } }, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: { handled: { not_equals: true } }, overrideAccess: true }),
    currentWindow(),
    openPrivacyRequests(payload),
    mailsIn('kept'),
    mailsIn('failed'),
    uncaptionedVideos(payload),
  ])
  const unsentMail = { mailServer: smtpSettings() !== null, kept: kept.totalDocs, failed: failed.totalDocs }
  return { waitingApplications: applications.totalDocs, unhandledMessages: messages.totalDocs, window, privacyRequests, unsentMail, uncaptionedVideos: uncaptioned }
}
