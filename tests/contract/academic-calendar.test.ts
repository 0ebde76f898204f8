import { call, createAsAdmin, deleteAsAdmin, get, loginAsAdmin, updateAsAdmin } from './client'
import { parseCalendar } from './ical'

const SCHEDULE = '/academic-information/academic-schedule'
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`).toISOString()

async function calendarFile(path: string) {
  const reply = await get<string>(path)
  expect([reply.status, reply.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8'])
  return parseCalendar(reply.body)
}

/** The captions of the page's tables and, per table, its rows' header cells and data cells as text. */
function monthTables(html: string) {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map(([, table]) => ({
    caption: /<caption>([^<]*)<\/caption>/.exec(table)?.[1] ?? null,
    columnHeaders: [...table.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map(([, text]) => text),
    rows: [...table.matchAll(/<tr data-kind="[^"]+">([\s\S]*?)<\/tr>/g)].map(([, row]) => row.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|')),
    rowHeaders: (table.match(/<th scope="row"/g) ?? []).length,
  }))
}

describe('GET /academic-calendar.ics', () => {
  it('is an RFC 5545 calendar of the demo year: all-day events, Korean titles with the English beside them', async () => {
    const { name, events } = await calendarFile('/academic-calendar.ics')
    expect(name).toContain('학사일정')
    expect(events.length).toBeGreaterThanOrEqual(20)
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length)
    expect(events.every((event) => event.allDay && event.stamp)).toBe(true)
    expect(events.find((event) => event.summary === '1학기 개강')).toEqual(expect.objectContaining({ start: '2026-03-03', end: '2026-03-04', categories: ['개강'] }))
    expect(events.find((event) => event.summary === '1학기 개강')?.description).toContain('Spring semester classes begin')
    // Chuseok, three days: the end is the day after the last (exclusive).
    expect(events.find((event) => event.summary === '추석 연휴')).toEqual(expect.objectContaining({ start: '2026-09-24', end: '2026-09-27' }))
    expect(events.some((event) => event.start.startsWith('2027-02'))).toBe(true)
  })

  it('changes as soon as staff add, edit, hide or delete an event', async () => {
    const created = await createAsAdmin('academic-events', { title: '계약 시험 행사', kind: 'event', startDate: seoulMidnight('2026-07-06'), endDate: seoulMidnight('2026-07-08'), visible: true })
    try {
      // Written only in Korean, the English page lists it under its Korean title, marked as Korean.
      expect((await get<string>(`/en${SCHEDULE}`)).body).toMatch(/<span lang="ko">계약 시험 행사<\/span> <span[^>]*>Korean<\/span>/)
      await updateAsAdmin('academic-events', created.id, { title: 'Contract test event' }, 'en')
      const added = (await calendarFile('/academic-calendar.ics')).events.find((event) => event.summary === '계약 시험 행사')
      expect(added).toEqual(expect.objectContaining({ start: '2026-07-06', end: '2026-07-09', categories: ['행사'] }))
      expect(added?.description).toContain('Contract test event')
      const page = await get<string>(`/en${SCHEDULE}`)
      expect(page.body).toContain('Contract test event')

      await updateAsAdmin('academic-events', created.id, { title: '바뀐 행사', startDate: seoulMidnight('2026-07-07'), endDate: null })
      const edited = (await calendarFile('/academic-calendar.ics')).events.find((event) => event.uid === added?.uid)
      expect(edited).toEqual(expect.objectContaining({ summary: '바뀐 행사', start: '2026-07-07', end: '2026-07-08' }))

      await updateAsAdmin('academic-events', created.id, { visible: false })
      expect((await calendarFile('/academic-calendar.ics')).events.some((event) => event.uid === added?.uid)).toBe(false)
      expect((await get<string>(SCHEDULE)).body).not.toContain('바뀐 행사')
    } finally {
      await deleteAsAdmin('academic-events', created.id)
    }
  }, 60_000)

  it('refuses an end before the start, saving nothing', async () => {
    const reply = await call<{ errors: { data?: { errors?: { path: string }[] } }[] }>('/cms-api/academic-events', {
      method: 'POST',
      token: await loginAsAdmin(),
      body: { title: '거꾸로 된 행사', kind: 'event', startDate: seoulMidnight('2026-07-10'), endDate: seoulMidnight('2026-07-09') },
    })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.body)).toContain('endDate')
    const found = await call<{ totalDocs: number }>(`/cms-api/academic-events?where[title][equals]=${encodeURIComponent('거꾸로 된 행사')}`, { token: await loginAsAdmin() })
    expect(found.body.totalDocs).toBe(0)
  })

  it.each(['/academic-calendar.ics/extra', '/en/academic-calendar.ics', '/academic-calendar.ICS'])('answers 404 at %s', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('the 학사일정 page', () => {
  it.each([
    ['', '2026년 3월', ['날짜', '일정', '구분'], '1학기 개강', '개강', '학사일정'],
    ['/en', 'March 2026', ['Date', 'Event', 'Kind'], 'Spring semester classes begin', 'Classes begin', 'phone'],
  ])('%s shows one table per month with a caption and headed rows, and the subscription links', async (prefix, march, headers, title, kind, subscribeWord) => {
    const { status, body } = await get<string>(`${prefix}${SCHEDULE}`)
    expect(status).toBe(200)
    const tables = monthTables(body)
    // The demo year: February 2026 to February 2027, no event in July.
    expect(tables.length).toBe(12)
    const captions = tables.map((table) => table.caption)
    expect(new Set(captions).size).toBe(tables.length)
    expect(captions).toContain(march)
    for (const table of tables) {
      expect(table.columnHeaders).toEqual(headers)
      expect(table.rowHeaders).toBe(table.rows.length)
      expect(table.rows.length).toBeGreaterThan(0)
    }
    const marchRows = tables.find((table) => table.caption === march)?.rows ?? []
    expect(marchRows.some((row) => row.includes(title) && row.includes(kind))).toBe(true)
    expect(body).toMatch(/href="webcal:\/\/[^"]+\/academic-calendar\.ics"/)
    expect(body).toMatch(/href="https?:\/\/[^"]+\/academic-calendar\.ics"/)
    expect(body).toContain(subscribeWord)
  })

  it.each(['', '/en'])('%s opens at the current month, the months ahead in order, then the past months, the latest first', async (prefix) => {
    const { body } = await get<string>(`${prefix}${SCHEDULE}`)
    const monthsIn = (html: string) => [...html.matchAll(/<table[^>]*id="month-(\d{4}-\d{2})"/g)].map(([, month]) => month)
    const [before, pastSection = ''] = body.split(/<section aria-labelledby="past-months">/)
    const [ahead, past] = [monthsIn(before), monthsIn(pastSection)]
    const current = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date()).slice(0, 7)
    expect(ahead.length).toBeGreaterThan(0)
    expect(past.length).toBeGreaterThan(0)
    expect(ahead[0] >= current).toBe(true)
    expect(ahead).toEqual([...ahead].sort())
    expect(past.every((month) => month < current)).toBe(true)
    expect(past).toEqual([...past].sort().reverse())
  })
})

describe('a seminar’s calendar file', () => {
  it('is linked from the seminars page and holds the seminar at its time, in both languages', async () => {
    const page = await get<string>('/community/offline-seminar')
    const [, id] = /href="\/offline-seminars\/(\d+)\.ics"/.exec(page.body) ?? []
    expect(id).toBeTruthy()
    expect(page.body).toContain('캘린더에 추가')
    expect(page.body).toContain('"@type":"Event"')
    const seminar = await get<{ title: string; eventDate: string }>(`/cms-api/offline-seminars/${id}?locale=ko&depth=0`)
    const english = await get<{ title: string }>(`/cms-api/offline-seminars/${id}?locale=en&depth=0`)
    const { events } = await calendarFile(`/offline-seminars/${id}.ics`)
    expect(events).toEqual([
      expect.objectContaining({ uid: expect.stringMatching(new RegExp(`^offline-seminar-${id}@`)), summary: seminar.body.title, allDay: false, start: new Date(Math.floor(Date.parse(seminar.body.eventDate) / 1000) * 1000).toISOString() }),
      // iCalendar times have whole seconds.
    ])
    expect(events[0].description).toBe(english.body.title)
    expect((await get<string>('/en/community/offline-seminar')).body).toContain('Add to calendar')
  })

  it('answers 404 for a hidden seminar and any other name', async () => {
    const page = await get<string>('/community/offline-seminar')
    const [, id] = /href="\/offline-seminars\/(\d+)\.ics"/.exec(page.body) ?? []
    await updateAsAdmin('offline-seminars', Number(id), { visible: false })
    try {
      expect((await get(`/offline-seminars/${id}.ics`)).status).toBe(404)
    } finally {
      await updateAsAdmin('offline-seminars', Number(id), { visible: true })
    }
    for (const path of ['/offline-seminars/999999.ics', '/offline-seminars/abc.ics', `/offline-seminars/${id}`, `/offline-seminars/${id}.ics.txt`, '/offline-seminars/-1.ics', '/offline-seminars', `/offline-seminars/${id}.ics/more`])
      expect([path, (await get(path)).status]).toEqual([path, 404])
  })
})
