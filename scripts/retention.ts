// `npm run retention`: destroys the personal data past its retention period now, as the nightly job does,
// and adds its line to the destruction register (파기 대장).
import { getPayload } from 'payload'

import config from '../cms/payload.config'
import { destroyExpired } from '../lib/retention/destroy-expired'

const payload = await getPayload({ config })
// No Next.js cache here to revalidate: the site's pages follow at their next revalidation.
const outcome = await destroyExpired(payload, 'shell', new Date(), { disableRevalidate: true })
if (!outcome) {
  console.error('Another destruction run is under way (another instance or the nightly job); nothing was done.')
  process.exit(2)
}
console.info(`Destruction register line ${outcome.id}: ${outcome.destroyed} destroyed, ${outcome.failed} left for the next run (${outcome.status}).`)
process.exit(outcome.failed > 0 || outcome.status !== 'done' ? 1 : 0)
