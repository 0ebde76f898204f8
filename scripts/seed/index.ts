
import { getPayload, type Payload } from 'payload'

import config from '../../cms/payload.config'
import { seedAccounts } from './accounts'
import { seedBoards } from './boards'
import { seedHome } from './home'
import { seedNavigation } from './navigation'
import { seedPeople } from './people'

async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'menus', overrideAccess: true })
  return totalDocs === 0
}

/**
 * Demo content. SEED_IF_EMPTY=1 (set by `npm start`) seeds only a database without menus;
 * without it every missing item is added and existing ones are left untouched.
 */
async function main() {
  const payload = await getPayload({ config })
  if (process.env.SEED_IF_EMPTY === '1' && !(await isEmpty(payload))) {
    payload.logger.info('Database already has content; demo content not loaded.')
    return
  }
  payload.logger.info('Loading demo content...')
  await seedAccounts(payload)
  await seedNavigation(payload)
  await seedHome(payload)
  await seedBoards(payload)
  await seedPeople(payload)
  payload.logger.info('Demo content loaded.')
}


await main()
process.exit(0)
