import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/content/empty-state'
import { ListedTitle } from '@/components/ui/title-language'
import type { Locale, MenuPage } from '@/lib/api/types'
import { dayRange, monthName } from '@/lib/calendar/day-range'
import { byMonth, fromCurrentMonth, nextMonthStart, type AcademicMonth } from '@/lib/calendar/months'
import { getAcademicEvents } from '@/lib/content/academic-calendar'
import { endPageLifeWithin } from '@/lib/content/upcoming'
import { isoDay } from '@/lib/format/dates'

import { CalendarLinks } from './calendar-links'
import styles from './calendar.module.css'

type Props = { locale: Locale; menuPage: MenuPage }

/** 학사일정: the page's own text, the subscription links, then one table per month from the current one, the past after; all rendered on the server. */
export async function AcademicScheduleSection({ locale, menuPage }: Props) {
  const [t, events] = await Promise.all([getTranslations({ locale, namespace: 'calendar' }), getAcademicEvents()])
  const current = isoDay(new Date().toISOString()).slice(0, 7)
  // The cached page is made again when the next month begins, so that it opens at that month.
  await endPageLifeWithin(Math.ceil((nextMonthStart(current).getTime() - Date.now()) / 1000))
  const months = byMonth(events)
  const { ahead, past } = fromCurrentMonth(months, current)
  const table = ({ month, events: monthEvents }: AcademicMonth) => (
    <table key={month} id={`month-${month}`} className={styles.month}>
      <caption>{monthName(month, locale)}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.dateColumn}>
            {t('date')}
          </th>
          <th scope="col">{t('event')}</th>
          <th scope="col" className={styles.kindColumn}>
            {t('kind')}
          </th>
        </tr>
      </thead>
      <tbody>
        {monthEvents.map((event) => (
          <tr key={event.id} data-kind={event.kind}>
            <th scope="row" className={styles.dateColumn}>
              <time dateTime={event.start}>{dayRange(event.start, event.end, locale)}</time>
            </th>
            <td>{locale === 'en' && event.koreanOnly ? <ListedTitle text={event.title.ko} lang="ko" /> : event.title[locale]}</td>
            <td className={styles.kindColumn}>
              <span className={styles.kind}>{t(`kinds.${event.kind}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <>
      {menuPage.description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: menuPage.description }} />}
      <CalendarLinks locale={locale} />
      {months.length === 0 && <EmptyState />}
      {ahead.map(table)}
      {past.length > 0 && (
        <section aria-labelledby="past-months">
          <h2 id="past-months">{t('pastMonths')}</h2>
          {past.map(table)}
        </section>
      )}
    </>
  )
}
