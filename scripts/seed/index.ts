import type { Payload } from 'payload'

import { seedAcademicCalendar } from './academic-calendar'
import { seedAccounts } from './accounts'
import { seedBoards } from './boards'
import { seedHome, seedHomePoster } from './home'
import { seedNavigation, seedPagePictures } from './navigation'
import { seedPeople } from './people'
import { seedPrivacy } from './privacy'
import { seedProfessorAccount } from './professor-account'
import { seedStructure } from './structure'

export { demoContentWanted } from '../../lib/setup/demo-content'

const DEMO_CONTENT_KEY = 'demo-content'

/**
 * Whether the first content is in (the demo content, or the structure alone): 'loaded' once a load finished; 'missing' for an empty database or
 * one whose load was cut off (loading again completes it, since the seed adds only what is missing).
 * A database with menus but no record predates the record, and counts as loaded.
 */
export async function demoContentState(payload: Payload): Promise<'loaded' | 'missing'> {
  const record = await payload.kv.get<{ state: string }>(DEMO_CONTENT_KEY)
  if (record) return record.state === 'loaded' || record.state === 'structure' ? 'loaded' : 'missing'
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

/** The structure alone (DEMO_CONTENT=off): recorded like the demo content, so a later start loads neither again. */
export async function seedStructureOnly(payload: Payload) {
  payload.logger.info('Loading the structure of the site without demo content (DEMO_CONTENT=off)...')
  await payload.kv.set(DEMO_CONTENT_KEY, { state: 'loading' })
  await seedStructure(payload)
  await payload.kv.set(DEMO_CONTENT_KEY, { state: 'structure' })
  payload.logger.info('Structure loaded: fill in the setup checklist on the admin dashboard.')
}
