import { academicCalendarFile } from '@/lib/calendar/files'

// Read at request time: the content store and SITE_URL exist only then; the reads themselves are cached and an
// edit of an academic event revalidates them, so a subscribed phone gets the change at its next refresh.
export const dynamic = 'force-dynamic'

export const GET = () => academicCalendarFile()
