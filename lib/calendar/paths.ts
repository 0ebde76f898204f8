/** The academic calendar's subscription file, outside the pages (the proxy leaves addresses with a dot alone). */
export const ACADEMIC_CALENDAR_PATH = '/academic-calendar.ics'

/** The folder of the seminars' calendar files; proxy.ts keeps it out of the page routing. */
export const SEMINAR_CALENDAR_FOLDER = 'offline-seminars'

/** The calendar file of one offline seminar. */
export const seminarCalendarPath = (id: number): string => `/${SEMINAR_CALENDAR_FOLDER}/${id}.ics`

/** The seminar id a calendar file's name (`12.ics`) names, or null. */
export const seminarIdOfFile = (file: string): number | null => {
  const match = /^(\d{1,12})\.ics$/.exec(file)
  return match ? Number(match[1]) : null
}

/** The same address for a calendar app to subscribe to: webcal:// makes phones offer "subscribe" rather than download. */
export const webcalUrl = (httpsUrl: string): string => httpsUrl.replace(/^https?:\/\//, 'webcal://')
