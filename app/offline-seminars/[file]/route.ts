import { seminarCalendarFile } from '@/lib/calendar/files'

export const dynamic = 'force-dynamic'

/** `/offline-seminars/{id}.ics`, the "add to calendar" file of one seminar. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return seminarCalendarFile((await params).file)
}
