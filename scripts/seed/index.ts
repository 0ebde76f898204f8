import type { Payload } from 'payload'

import { seedAcademicCalendar } from './academic-calendar'
import { seedAccounts } from './accounts'
import { seedBoards } from './boards'
import { seedHome, seedHomePoster } from './home'
import { seedNavigation, seedPagePictures } from './navigation'
import { seedPeople } from './people'
import { seedPrivacy } from './privacy'
import { seedProfessorAccount } from './professor-account'

const DEMO_CONTENT_KEY = 'demo-content'

/**
 * Whether the demo content is in: 'loaded' once a load finished; 'missing' for an empty database or
 * one whose load was cut off (loading again completes it, since the seed adds only what is missing).
 * A database with menus but no record predates the record, and counts as loaded.
 */
export async function demoContentState(payload: Payload): Promise<'loaded' | 'missing'> {
  const record = await payload.kv.get<{ state: string }>(DEMO_CONTENT_KEY)
  if (record) return record.state === 'loaded' ? 'loaded' : 'missing'
  const { totalDocs } = await payload.count({ collection: 'menus', overrideAccess: true })
  return totalDocs > 0 ? 'loaded' : 'missing'
}

/** Demo content: every missing item is added; existing ones are left untouched, so it can run twice. */
export async function seedDemoContent(payload: Payload) {
  payload.logger.info('Loading demo content...')
  await payload.kv.set(DEMO_CONTENT_KEY, { state: 'loading' })
  await seedAccounts(payload)
  await seedNavigation(payload)
  await seedHome(payload)
  await seedPrivacy(payload)
  await seedBoards(payload)
  await seedAcademicCalendar(payload)
  await seedPeople(payload)
  await seedProfessorAccount(payload)
  // Last, so that the media added before them keep the ids they had before there were a poster and page pictures.
  await seedHomePoster(payload)
  await seedPagePictures(payload)
  await payload.kv.set(DEMO_CONTENT_KEY, { state: 'loaded' })
  payload.logger.info('Demo content loaded.')
}
