import type { Payload } from 'payload'

import { seedAccounts } from './accounts'
import { seedBoards } from './boards'
import { seedHome, seedHomePoster } from './home'
import { seedNavigation } from './navigation'
import { seedPeople } from './people'
import { seedProfessorAccount } from './professor-account'

export async function hasContent(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'menus', overrideAccess: true })
  return totalDocs > 0
}

/** Demo content: every missing item is added; existing ones are left untouched, so it can run twice. */
export async function seedDemoContent(payload: Payload) {
  payload.logger.info('Loading demo content...')
  await seedAccounts(payload)
  await seedNavigation(payload)
  await seedHome(payload)
  await seedBoards(payload)
  await seedPeople(payload)
  await seedProfessorAccount(payload)
  // Last, so that the media added before it keep the ids they had before there was a poster.
  await seedHomePoster(payload)
  payload.logger.info('Demo content loaded.')
}
